import { afterEach, describe, expect, it, vi } from 'vitest';

// The figures read at scrape time need the CMS; what is tested here is who may read them.
vi.mock('@/lib/server/health/at-scrape', () => ({ collectAtScrape: async () => {} }));

const token = 'metrics-token-for-the-unit-test-0123456789';

async function endpoint(metricsToken: string | undefined) {
  vi.resetModules();
  vi.stubEnv('METRICS_TOKEN', metricsToken);
  return (await import('@/app/api/metrics/route')).GET;
}

afterEach(() => vi.unstubAllEnvs());

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN, even for a request that sends a token', async () => {
    const GET = await endpoint(undefined);
    const response = await GET(
      new Request('http://site/api/metrics', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(response.status).toBe(404);
  });

  it('answers Prometheus text to the bearer of the token only', async () => {
    const GET = await endpoint(token);
    expect((await GET(new Request('http://site/api/metrics'))).status).toBe(401);
    const answer = await GET(
      new Request('http://site/api/metrics', { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await answer.text()).toContain('# TYPE club_http_requests_total counter');
  });
});
