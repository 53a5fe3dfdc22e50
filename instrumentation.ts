import type { Instrumentation } from 'next';

/**
 * Runs once when a server process starts (Next's instrumentation hook): checks the
 * environment, makes what libraries print with `console` lines of the log, puts the
 * request checks before Next (malformed paths, the connection's address for the rate
 * limits, the request log), starts the ticker that runs editors' scheduled
 * publishing, and ends the live match streams and every connection within 5 s when the
 * server is asked to stop (lib/shared/http/prompt-stop.ts). Not
 * during `next build`.
 */
export async function register(): Promise<void> {
  // A positive test of the runtime, so that the edge compilation drops the whole branch and
  // its Node.js-only modules (an early return for the edge runtime does not).
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { prepareServerProcess } = await import('./lib/shared/env/server-process');
    await prepareServerProcess();
    if (process.env.NODE_ENV === 'production') {
      const { sendConsoleToLog } = await import('./lib/shared/log/console');
      sendConsoleToLog();
    }
    const { installBeforeNext } = await import('./lib/server/http/before-next');
    installBeforeNext();
    const { startJobsTicker } = await import('./lib/cms/jobs/ticker');
    startJobsTicker();
    const { endLiveStreamsOnStop } = await import('./lib/domain/live/connections');
    endLiveStreamsOnStop();
    const { stopPromptly } = await import('./lib/shared/http/prompt-stop');
    stopPromptly();
  }
}

/**
 * A request that failed inside Next (a page, a route handler, a server action): one line
 * in the log with Next's digest (the number the error page shows), the route and its
 * kind, and so, when SENTRY_DSN is set, a report (lib/shared/log/error-reports.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./lib/shared/log/logger');
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
