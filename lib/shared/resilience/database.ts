import { env } from '@/lib/shared/env';
import { sharedBreaker, withTimeout } from './circuit-breaker.mjs';
import { isPostgresUrl, probeDatabase } from './database-probe';
import { log } from '../log/logger';

/**
 * Thrown by a read when the database cannot be reached or did not answer in time. A page
 * that needs the read then answers 503 with Retry-After (lib/server/http/before-next.ts), never 500.
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
 * How long a visitor's request waits for one read of a PostgreSQL database. The pool's own
 * bounds (lib/cms/database.ts: 3 s to connect, 6 s for an answer) suit the CMS's writes;
 * a page must answer sooner: the front serves its last copy, or a 503 with Retry-After,
 * within 2 s of a database that hangs (a frozen server answered after 3.1–9.2 s with the
 * pool's bounds alone; with 1.5 s, an unknown path took 1.8 s through the front on a busy
 * machine). The site's reads take milliseconds. The first read past it opens
 * the breaker, so the reads after it answer at once. Not while `next build` prerenders,
 * where a busy machine may rightly be slower, and not on the embedded SQLite, which runs
 * in this process and cannot hang apart from it.
 */
export const DATABASE_READ_DEADLINE_MS = 1_000;

export const readDeadline = (
  databaseUrl = env.DATABASE_URL,
  phase = process.env.NEXT_PHASE,
): number | undefined =>
  isPostgresUrl(databaseUrl) && phase !== 'phase-production-build' ? DATABASE_READ_DEADLINE_MS : undefined;

/**
 * `read`, unless the database is known to be down: then a DatabaseUnavailable at once. A
 * failure to reach the database (or a read past the deadline) becomes a DatabaseUnavailable
 * and is counted, a success clears the count; any other error goes out as it is.
 */
export async function guardDatabase<T>(
  read: () => Promise<T>,
  { deadlineMs = readDeadline() }: { deadlineMs?: number } = {},
): Promise<T> {
  const breaker = databaseBreaker();
  if (!breaker.allows()) throw new DatabaseUnavailable();
  const startedAt = Date.now();
  try {
    const result = await (deadlineMs ? withTimeout(read(), deadlineMs, 'a database read') : read());
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
