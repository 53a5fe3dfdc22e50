/**
 * Runs once when a server process starts (Next's instrumentation hook): checks the
 * environment, puts the request checks before Next (malformed paths, the connection's
 * address for the rate limits) and starts the ticker that runs editors' scheduled
 * publishing. Not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  // A wrong setting stops the start with its reason, before a visitor meets it.
  await import('./lib/env');
  const { installBeforeNext } = await import('./lib/http/before-next');
  installBeforeNext();
  const { startJobsTicker } = await import('./lib/cms/jobs/ticker');
  startJobsTicker();
}
