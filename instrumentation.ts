/**
 * Runs once when a server process starts (Next's instrumentation hook): starts
 * the ticker that runs editors' scheduled publishing. Not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startJobsTicker } = await import('./lib/cms/jobs/ticker');
  startJobsTicker();
}
