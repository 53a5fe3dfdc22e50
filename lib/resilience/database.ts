import { sharedBreaker } from './circuit-breaker.mjs';
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
 * Failures to reach the database, counted so that a page that fails meanwhile answers 503
 * (lib/http/unavailable-answer.ts) until a read succeeds again. Reads are not yet refused
 * while the database is known to be down: in the stack, an instance whose breaker refused
 * reads stayed refusing after PostgreSQL restarted (its reads never let through again),
 * which is not understood yet; so each read still waits out the pool's bounds.
 */
export function databaseBreaker() {
  return sharedBreaker('database', {
    failureThreshold: 1,
    openMs: 2_000,
    onOpen: () => log.warn('the database is not answering; pages that need it answer 503'),
    onClose: () => log.warn('the database is answering again'),
  });
}

/**
 * `read`; a failure to reach the database becomes a DatabaseUnavailable and is counted,
 * a success clears the count; any other error goes out as it is.
 */
export async function guardDatabase<T>(read: () => Promise<T>): Promise<T> {
  const breaker = databaseBreaker();
  try {
    const result = await read();
    breaker.succeeded();
    return result;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    breaker.failed();
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
