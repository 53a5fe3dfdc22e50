import { sharedBreaker } from './circuit-breaker.mjs';

/**
 * Thrown by a read when the database cannot be reached or did not answer in time, or
 * while this instance knows it cannot (the breaker is open). A page that needs the read
 * then answers 503 with Retry-After (lib/http/before-next.ts), never 500.
 */
export class DatabaseUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The database is not answering', { cause });
    this.name = 'DatabaseUnavailable';
  }
}

/**
 * One read that waited out the pool's bounds (lib/cms/database.ts: 3 s to connect, 6 s for
 * an answer) or was refused is enough to know: the requests after it answer at once instead
 * of each waiting as long. After 2 s the reads try the database again (they are the probe);
 * the next failure opens the breaker for another 2 s. (A probe of its own on a timer, and
 * then a single read let through per period, both left the breaker open in the stack
 * after PostgreSQL restarted; not understood yet, so recovery does not depend on them.)
 */
const FAILURE_THRESHOLD = 1;
const PROBE_EVERY_MS = 2_000;

export function databaseBreaker() {
  return sharedBreaker('database', {
    failureThreshold: FAILURE_THRESHOLD,
    openMs: PROBE_EVERY_MS,
    onOpen: () =>
      console.warn(
        `[database] not answering; pages that need it answer 503, trying again after ${PROBE_EVERY_MS} ms`,
      ),
    onClose: () => console.warn('[database] trying again'),
  });
}

/**
 * `read`, unless the database is known to be unreachable; a failure to reach it becomes a
 * DatabaseUnavailable and counts towards the breaker; any other error goes out as it is.
 */
export async function guardDatabase<T>(read: () => Promise<T>): Promise<T> {
  const breaker = databaseBreaker();
  if (!breaker.allows()) throw new DatabaseUnavailable();
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
