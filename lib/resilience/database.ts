import { env } from '@/lib/env';
import { sharedBreaker } from './circuit-breaker.mjs';
import { probeDatabase } from './database-probe';
import { log } from '../log/logger';

/**
 * Thrown by a read when the database cannot be reached or did not answer in time. A page
 * that needs the read then answers 503 with Retry-After (lib/http/before-next.ts), never 500.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The database is not answering', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * One read that waited out the pool's bounds (lib/cms/database.ts: 3 s to connect, 6 s for
 * an answer) or was refused is enough to know: the reads after it are refused at once
 * (DatabaseUnavailable, so the page answers 503 or comes from cache) instead of each
 * waiting as long. While open, a probe asks the database every 2 s on a connection of its
 * own (database-probe.ts), never through the pool: the pool's connections may be the ones
 * a frozen or restarted server left hanging, and a probe queued behind them never answered
 * (the earlier breaker, which probed through the pool, stayed open after PostgreSQL came
 * back). A read that failed after starting before the probe closed the breaker met the
 * outage the probe saw end, and does not open it again.
 */
const FAILURE_THRESHOLD = 1;
export const DATABASE_PROBE_EVERY_MS = 2_000;

export function databaseBreaker() {
  return sharedBreaker('database', {
    failureThreshold: FAILURE_THRESHOLD,
    openMs: DATABASE_PROBE_EVERY_MS,
    probe: () => probeDatabase(env.DATABASE_URL),
    onOpen: () =>
      log.warn(
        `the database is not answering; pages that need it answer 503 at once, probing every ${DATABASE_PROBE_EVERY_MS} ms`,
      ),
    onClose: () => log.warn('the database is answering again'),
  });
}

/**
 * `read`, unless the database is known to be down: then a DatabaseUnavailable at once. A
 * failure to reach the database becomes a DatabaseUnavailable and is counted, a success
 * clears the count; any other error goes out as it is.
 */
export async function guardDatabase<T>(read: () => Promise<T>): Promise<T> {
  const breaker = databaseBreaker();
  if (!breaker.allows()) throw new DatabaseUnavailable();
  const startedAt = Date.now();
  try {
    const result = await read();
    breaker.succeeded();
    return result;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    breaker.failed(startedAt);
    throw new DatabaseUnavailable(error);
  }
}

/**
 * Connection failures and timeouts, from node-postgres (`timeout exceeded when trying to
 * connect`, `Query read timeout`, `Connection terminated …`), the operating system
 * (ECONNREFUSED …) or the server (SQLSTATE class 08, 57P01–03 shutting down, 57014 statement
 * timeout), found anywhere along the error's causes (Drizzle and Payload wrap them).
 */
export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof DatabaseUnavailable) return true;
    const code = String((current as { code?: unknown }).code ?? '');
    if (
      /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENOTFOUND|08...|57P0[123]|57014)$/.test(code)
    ) {
      return true;
    }
    if (/timeout|connection terminated|TimeoutError/i.test(`${current.name} ${current.message}`)) return true;
    current = current.cause;
  }
  return false;
}
