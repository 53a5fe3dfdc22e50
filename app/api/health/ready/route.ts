import { readiness } from '@/lib/server/health/readiness';

/** How soon a monitor or the front may ask again when not ready. */
const RETRY_AFTER_SECONDS = 5;

/**
 * GET /api/health/ready — whether this instance can serve: each check (database,
 * migrations, Redis and the object store when configured) with its time in ms; 200 when
 * all pass, 503 with Retry-After when one fails (lib/server/health/readiness.ts). Never cached.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const answer = await readiness();
  const ready = answer.status === 'ready';
  return Response.json(answer, {
    status: ready ? 200 : 503,
    headers: {
      'Cache-Control': 'no-store',
      ...(ready ? {} : { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
    },
  });
}
