import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerMatches } from '@/lib/shared/metrics/access';
import { countCacheLookup, metrics } from '@/lib/shared/metrics/registry.mjs';
import { measureRequest, routeKind } from '@/lib/shared/metrics/requests';

/** One sample of the registry; a histogram's `_count` is a sample of the histogram itself. */
const value = async (name: string, labels: Record<string, string>) => {
  const samples = (await metrics().registry.getMetricsAsJSON()).flatMap(
    (metric) =>
      (metric.values as { metricName?: string }[]).map((entry) => ({
        ...entry,
        metricName: entry.metricName ?? metric.name,
      })) as {
        metricName: string;
        labels: Record<string, string | number>;
        value: number;
      }[],
  );
  const sample = samples.find(
    (entry) =>
      entry.metricName === name &&
      Object.entries(labels).every(([key, wanted]) => entry.labels[key] === wanted),
  );
  return sample?.value ?? 0;
};

describe('the kind of route a request is counted under', () => {
  it.each([
    ['GET', '/api/health/ready', 'health'],
    ['GET', '/api/health/live', 'health'],
    ['GET', '/api/metrics', 'health'],
    ['POST', '/api/forms/contact', 'form'],
    ['POST', '/api/newsletter?lang=nl', 'form'],
    ['GET', '/api/newsletter/confirm?token=x', 'api'],
    ['GET', '/api/media/file/match-1.jpg', 'media'],
    ['GET', '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=384&q=75', 'media'],
    ['GET', '/_next/static/chunks/app.js', 'asset'],
    ['GET', '/crest.svg', 'asset'],
    ['GET', '/admin/collections/news', 'admin'],
    ['GET', '/api/news?limit=1', 'api'],
    ['GET', '/en/news?types=newsgallerypage', 'page'],
    ['GET', '/apiary', 'page'],
    ['GET', '/', 'page'],
  ])('%s %s is %s', (method, url, kind) => {
    expect(routeKind(method, url)).toBe(kind);
  });
});

describe('requests and latency', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      measureRequest(request, response);
      response.statusCode = request.url === '/en/missing' ? 404 : 200;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => server.close());

  it('counts each answered request by kind and status class, with its time', async () => {
    const before = await value('club_http_requests_total', { kind: 'page', status: '4xx' });
    const timedBefore = await value('club_http_request_duration_seconds_count', { kind: 'health' });
    await (await fetch(`${origin}/en/missing`)).text();
    await (await fetch(`${origin}/api/health/live`)).text();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await value('club_http_requests_total', { kind: 'page', status: '4xx' })).toBe(before + 1);
    expect(await value('club_http_request_duration_seconds_count', { kind: 'health' })).toBe(timedBefore + 1);
  });
});

describe('the registry', () => {
  it('is one per process, on globalThis, so the cache handler counts into what the endpoint shows', async () => {
    expect(metrics()).toBe((globalThis as Record<symbol, unknown>)[Symbol.for('club-site.metrics')]);
    const hits = await value('club_next_cache_lookups_total', { store: 'redis', result: 'hit' });
    countCacheLookup('redis', { value: {} });
    countCacheLookup('redis', null);
    expect(await value('club_next_cache_lookups_total', { store: 'redis', result: 'hit' })).toBe(hits + 1);
    expect(await value('club_next_cache_lookups_total', { store: 'redis', result: 'miss' })).toBeGreaterThan(
      0,
    );
    const text = await metrics().registry.metrics();
    // Node's own process metrics come with it.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('the metrics token', () => {
  const token = 'a'.repeat(40);
  it('is accepted only as the exact bearer token', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(null, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});
