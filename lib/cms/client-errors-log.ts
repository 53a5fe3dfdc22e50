import type { Payload } from 'payload';

type Logged = { err?: { status?: unknown; message?: unknown } };

/**
 * Payload logs a refused request (an anonymous read of users: 403) as an error with its
 * stack, 30 lines each, because it picks the level by the error's class name and the
 * production build shortens class names ('Forbidden' becomes 'o'). Anybody can send such
 * requests, so a client's mistake (a status below 500) gets one line at info level;
 * server errors keep their stack.
 */
export function logClientErrorsBriefly(payload: Payload): void {
  const logger = payload.logger;
  const error = logger.error.bind(logger);
  logger.error = ((first: unknown, ...rest: unknown[]) => {
    const err = (first as Logged | undefined)?.err;
    if (typeof err?.status === 'number' && err.status < 500) {
      logger.info(`${err.status} ${String(err.message ?? '')}`);
      return;
    }
    return (error as (...args: unknown[]) => void)(first, ...rest);
  }) as typeof logger.error;
}
