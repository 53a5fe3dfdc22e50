import { env } from '@/lib/shared/env';
import { bearerMatches } from '@/lib/shared/metrics/access';
import { collectAtScrape } from '@/lib/server/health/at-scrape';
import { metrics } from '@/lib/shared/metrics/registry.mjs';

/**
 * GET /api/metrics — this instance's metrics in Prometheus's text format, for a scraper
 * that sends `Authorization: Bearer $METRICS_TOKEN`. Without METRICS_TOKEN the endpoint
 * does not exist (404); with a wrong or missing token, 401. Never cached.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const noStore = { 'Cache-Control': 'no-store' };
  if (!env.METRICS_TOKEN) return new Response('Not Found', { status: 404, headers: noStore });
  if (!bearerMatches(request.headers.get('authorization'), env.METRICS_TOKEN)) {
    return new Response('Unauthorized', {
      status: 401,
      headers: { ...noStore, 'WWW-Authenticate': 'Bearer' },
    });
  }
  await collectAtScrape();
  const { registry } = metrics();
  return new Response(await registry.metrics(), {
    headers: { ...noStore, 'Content-Type': registry.contentType },
  });
}
