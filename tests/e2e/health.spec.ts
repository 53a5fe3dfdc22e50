import { expect, test } from '@playwright/test';
import { e2eMetricsToken, type ReadinessAnswer } from './support/health';

/** The operator's view of one instance: liveness, readiness and metrics (docs/operations.md "Watching it"). */
test.describe('health and metrics of the production build', () => {
  test('live answers at once without asking anything, and is never cached', async ({ request }) => {
    const times: number[] = [];
    for (let round = 0; round < 20; round++) {
      const started = performance.now();
      const response = await request.get('/api/health/live', { maxRedirects: 0 });
      times.push(performance.now() - started);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'live' });
    }
    const median = times.sort((a, b) => a - b)[10];
    console.log(`/api/health/live: median ${median.toFixed(1)} ms over 20 requests`);
    // The bound is 10 ms, met on a calm machine (docs/operations.md "Watching it"); here the
    // browsers of the other tests share the 2 cores (a median of 76 ms seen in CI). A live
    // that waited on anything (a check's 1 s bound) fails here; that it answers while the
    // database hangs is the stack's test.
    expect(median).toBeLessThan(500);
  });

  test('ready checks the database and its migrations, with times, and shows no setting', async ({
    request,
  }) => {
    const response = await request.get('/api/health/ready', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-store');
    const text = await response.text();
    const answer = JSON.parse(text) as ReadinessAnswer;
    expect(answer.status).toBe('ready');
    // SQLite, no Redis, no object store: only what this instance is configured with.
    expect(Object.keys(answer.checks).sort()).toEqual(['database', 'migrations']);
    for (const check of Object.values(answer.checks)) {
      expect(check.ok).toBe(true);
      expect(check.ms).toBeGreaterThanOrEqual(0);
    }
    expect(text).not.toMatch(/file:|e2e\.db|postgres|redis:|secret/i);
    // A flood of probes costs one round of checks a second, and never a 429 from loopback.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => (await request.get('/api/health/ready')).status()),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  test('metrics need the bearer token, and count requests by kind, the cache and the process', async ({
    request,
  }) => {
    expect((await request.get('/api/metrics')).status()).toBe(401);
    const wrong = await request.get('/api/metrics', {
      headers: { authorization: `Bearer ${'x'.repeat(41)}` },
    });
    expect(wrong.status()).toBe(401);
    expect(wrong.headers()['www-authenticate']).toBe('Bearer');
    await request.get('/en/faq');
    await request.get('/api/health/live');
    const response = await request.get('/api/metrics', {
      headers: { authorization: `Bearer ${e2eMetricsToken}` },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    expect(response.headers()['cache-control']).toBe('no-store');
    const text = await response.text();
    expect(text).toMatch(/^club_http_requests_total\{kind="page",status="2xx"\} [1-9]/m);
    expect(text).toMatch(/^club_http_request_duration_seconds_bucket\{le="0\.1",kind="health"\} [1-9]/m);
    expect(text).toMatch(/^club_next_cache_lookups_total\{store="file",result="(hit|miss)"\} [1-9]/m);
    expect(text).toMatch(/^club_breaker_open\{service="database"\} 0/m);
    expect(text).toMatch(/^club_database_file_bytes\{file="database"\} [1-9]/m);
    expect(text).toMatch(/^club_disk_free_bytes\{volume="database"\} [1-9]/m);
    expect(text).toMatch(/^club_jobs_due \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes [1-9]/m);
    expect(text).not.toMatch(/file:|e2e\.db|secret/i);
  });
});
