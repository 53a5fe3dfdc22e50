import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { cmsToken } from './support/cms';

/**
 * Issue 28 §8: one anonymous request could tie up the database (160 GraphQL aliases of
 * `allNews(limit: 1000)`: 7–8 s, and REST reads meanwhile waited up to 6.3 s). The site
 * reads its content through Payload's local API, so GraphQL is off, and anonymous REST
 * reads are capped (lib/cms/anonymous-reads.ts); editors keep their own limits.
 */

// That request: 160 aliases of every news item, under GraphQL's complexity limit of 1000.
const aliasFlood = `{ ${Array.from({ length: 160 }, (_, i) => `a${i}: allNews(limit: 1000) { docs { id title body excerpt } }`).join(' ')} }`;

test('GraphQL is off: /api/graphql answers 404, never 500', async ({ request }) => {
  expect((await request.post('/api/graphql', { data: { query: aliasFlood } })).status()).toBe(404);
  expect((await request.get('/api/graphql')).status()).toBe(404);
  expect((await request.get('/api/graphql-playground')).status()).toBe(404);
});

/** Every anonymous read that costs the most: everything of a collection, as deep as Payload goes. */
const publicCollections = [
  'news',
  'media',
  'matches',
  'people',
  'teams',
  'videos',
  'history-chapters',
  'pages',
];
type Read = { name: string; send: (request: APIRequestContext) => Promise<APIResponse> };
const worstReads: Read[] = [
  {
    name: 'GraphQL aliases',
    send: (request) => request.post('/api/graphql', { data: { query: aliasFlood } }),
  },
  ...publicCollections.map((collection) => ({
    name: collection,
    send: (request: APIRequestContext) =>
      request.get(`/api/${collection}?limit=100000&depth=10&pagination=false&locale=all`),
  })),
];

test('the worst anonymous read costs under a second while other requests are answered', async ({
  request,
}) => {
  test.setTimeout(90_000);
  for (const read of worstReads) {
    // The first read of a collection warms what the next reuses: time the second.
    await read.send(request);
    const start = performance.now();
    const response = await read.send(request);
    const elapsed = performance.now() - start;
    expect(response.status(), read.name).toBeLessThan(500);
    expect(elapsed, `${read.name}: ${elapsed.toFixed(0)} ms`).toBeLessThan(1_000);
  }

  // All of them at once, and a visitor's page and a small read beside them.
  const start = performance.now();
  const flood = Promise.all(worstReads.map((read) => read.send(request)));
  const answered = await Promise.all(
    ['/en/faq', '/api/news?limit=1&depth=0'].map(async (path) => {
      const response = await request.get(path);
      return { path, status: response.status(), ms: performance.now() - start };
    }),
  );
  for (const { path, status, ms } of answered) {
    expect(status, path).toBe(200);
    expect(ms, `${path}: ${ms.toFixed(0)} ms`).toBeLessThan(2_000);
  }
  for (const response of await flood) expect(response.status()).toBeLessThan(500);
});

test('anonymous reads are capped in limit and depth; an editor keeps hers', async ({ request }) => {
  const anonymous = await (await request.get('/api/media?limit=100000&depth=10')).json();
  expect(anonymous.docs).toHaveLength(50);
  expect(anonymous.totalDocs).toBeGreaterThan(50);
  const unpaginated = await (await request.get('/api/media?pagination=false')).json();
  expect(unpaginated.docs.length).toBeLessThanOrEqual(50);
  // Depth 1 at most: a match's opponent is a document, the opponent's logo an id.
  const [match] = (
    await (await request.get('/api/matches?limit=1&depth=10&where[opponent.logo][exists]=true')).json()
  ).docs;
  expect(typeof match.opponent).toBe('object');
  expect(typeof match.opponent.logo).toBe('number');

  const token = await cmsToken(request, 'editor');
  const editor = await (
    await request.get('/api/media?limit=1000&depth=0', { headers: { Authorization: `JWT ${token}` } })
  ).json();
  expect(editor.docs).toHaveLength(Math.min(anonymous.totalDocs, 1000));
});
