import type { Instrumentation } from 'next';

/**
 * Runs once when a server process starts (Next's instrumentation hook): checks the
 * environment, makes what libraries print with `console` lines of the log, puts the
 * request checks before Next (malformed paths, the connection's address for the rate
 * limits, the request log), starts the ticker that runs editors' scheduled
 * publishing and ends the live match streams when the server is asked to stop. Not
 * during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // Uploads, the database's -wal and -shm and the cache: readable by the service user only
  // (as the operator commands' files, scripts/command.ts).
  process.umask(0o077);
  // A wrong setting stops the start with its reason, before a visitor meets it.
  await import('./lib/env/index').catch(stopOnInvalidEnvironment);
  if (process.env.NODE_ENV === 'production') {
    const { sendConsoleToLog } = await import('./lib/log/console');
    sendConsoleToLog();
  }
  const { installBeforeNext } = await import('./lib/http/before-next');
  installBeforeNext();
  const { startJobsTicker } = await import('./lib/cms/jobs/ticker');
  startJobsTicker();
  const { endLiveStreamsOnStop } = await import('./lib/live/connections');
  endLiveStreamsOnStop();
}

/** EX_CONFIG of sysexits.h: the unit file can tell a wrong setting from a crash. */
const CONFIGURATION_ERROR = 78;

/**
 * Next logs a register() that throws and keeps listening, answering 500 to every page, so
 * `Restart=on-failure` never fires: the process exits instead, with the list of problems.
 */
function stopOnInvalidEnvironment(error: unknown): never {
  if (!(error instanceof Error) || error.name !== 'InvalidEnvironment') throw error;
  console.error(`${error.message}\nThe server stops: correct these settings and start it again.`);
  process.exit(CONFIGURATION_ERROR);
}

/**
 * A request that failed inside Next (a page, a route handler, a server action): one line
 * in the log with Next's digest (the number the error page shows), the route and its
 * kind, and so, when SENTRY_DSN is set, a report (lib/log/error-reports.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/log/logger');
  const requestId = request.headers['x-request-id'];
  log.error(
    {
      err: error,
      digest: (error as { digest?: unknown } | null)?.digest,
      method: request.method,
      route: context.routePath,
      kind: context.routeType,
      requestId: typeof requestId === 'string' ? requestId : undefined,
    },
    'request failed',
  );
};
