import { expect, test } from '@playwright/test';
import { connect, createServer, type Socket } from 'node:net';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../lib/http/cache-control';
import { startFrontCache, type FrontCache } from '../../scripts/front-cache';
import { cmsToken } from './support/cms';

/**
 * The shipped front cache (deploy/nginx/club-site.conf) in front of the test server,
 * and the Cache-Control words it follows (lib/http/cache-control.ts). One nginx per
 * file: its tests run in order in one worker.
 */
test.describe.configure({ mode: 'serial' });

const appPort = Number(process.env.E2E_PORT ?? 3100);
const frontPort = appPort + 50;
const cutPort = appPort + 51;
const cutFrontPort = appPort + 52;
const article = '/en/news/article/season-tickets-for-the-new-season-on-sale';

let front: FrontCache;

test.beforeAll(async () => {
  front = await startFrontCache(frontPort, [appPort]);
});
test.afterAll(() => front?.stop());

const cacheStatus = async (url: string, headers?: Record<string, string>) =>
  (await fetch(url, { headers, redirect: 'manual' })).headers.get('x-cache-status') ?? '';

test('Next marks what every visitor gets for a short shared life, never a year', async ({ request }) => {
  for (const path of [
    '/en',
    '/nl/wedstrijden',
    article,
    '/fr/nouvelles',
    '/en/rss.xml',
    '/nl/sitemap.xml',
    '/sitemap.xml',
    '/api/calendar/first-team?lang=en',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe(PUBLIC_CACHE_CONTROL);
  }
  // The language chosen on `/` depends on the visitor: not marked shareable.
  const root = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'nl' } });
  expect(root.status()).toBe(307);
  expect(root.headers()['cache-control'] ?? '').not.toContain('public');
  // An editor's preview (the preview cookie beside a CMS session) is never stored.
  const preview = await request.get('/en', {
    headers: { cookie: '__prerender_bypass=any; payload-token=any' },
  });
  expect(preview.headers()['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  // The preview cookie alone is a visitor's request (lib/http/stale-preview.ts): the public page.
  const replayed = await request.get('/en', { headers: { cookie: '__prerender_bypass=any' } });
  expect(replayed.headers()['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
});

test('the front cache answers pages, feeds, sitemaps and images from its copy', async () => {
  const image = `/_next/image?url=${encodeURIComponent('/api/media/file/stadium-2.jpg')}&w=640&q=75`;
  for (const path of ['/en', '/nl/wedstrijden', article, '/en/rss.xml', '/nl/sitemap.xml', image]) {
    const first = await fetch(`${front.origin}${path}`);
    expect(first.status, path).toBe(200);
    const body = await first.arrayBuffer();
    const second = await fetch(`${front.origin}${path}`);
    expect(second.headers.get('x-cache-status'), path).toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(body)), path).toBe(true);
  }
});

test('editors, previews, the CMS, forms and the language choice on / pass through', async () => {
  await fetch(`${front.origin}/en`);
  expect(await cacheStatus(`${front.origin}/en`, { cookie: 'consent=1; payload-token=x' })).toBe('BYPASS');
  expect(await cacheStatus(`${front.origin}/en`, { cookie: '__prerender_bypass=x' })).toBe('BYPASS');
  for (const path of ['/admin/login', '/api/users/me', '/builds/latest.json']) {
    await fetch(`${front.origin}${path}`);
    expect(await cacheStatus(`${front.origin}${path}`), path).not.toMatch(/HIT|STALE/);
  }
  const chosen = async (language: string) =>
    (
      await fetch(`${front.origin}/`, { headers: { 'accept-language': language }, redirect: 'manual' })
    ).headers.get('location');
  expect(await chosen('nl-BE,nl;q=0.9')).toMatch(/\/nl$/);
  expect(await chosen('fr-BE,fr;q=0.9')).toMatch(/\/fr$/);
  const form = await fetch(`${front.origin}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: front.origin },
    body: '{}',
  });
  expect(form.status).toBe(400);
  expect(form.headers.get('x-cache-status') ?? '').not.toMatch(/HIT|STALE/);
});

test('a change an editor saves shows through the front cache within 5 s', async ({ request }) => {
  const token = await cmsToken(request, 'admin');
  // The second training: the revalidation test changes the first one.
  const { docs } = await (await request.get('/api/open-trainings?sort=startsAt&limit=2&locale=nl')).json();
  const training = docs[1];
  const newPlace = `Sportpark De Vijvers ${Date.now()}`;
  const page = `${front.origin}/nl/open-trainings`;
  await fetch(page);
  expect(await cacheStatus(page)).toMatch(/HIT|STALE|UPDATING/);

  const patch = await request.patch(`/api/open-trainings/${training.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { place: newPlace },
  });
  expect(patch.ok()).toBe(true);
  const saved = Date.now();
  try {
    await expect
      .poll(async () => (await fetch(page)).text(), { timeout: 5_000, intervals: [250] })
      .toContain(newPlace);
    console.log(`front cache fresh ${Date.now() - saved} ms after the save`);
  } finally {
    await request.patch(`/api/open-trainings/${training.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { place: training.place },
    });
  }
});

/** A connection to the app that the test can cut, as an instance crash or a network fault would. */
function cuttableLink(listenPort: number, targetPort: number) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const target = connect(targetPort, '127.0.0.1');
    for (const socket of [client, target]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(target).pipe(client);
  });
  return {
    open: () => new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve)),
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test('when the app cannot answer, visitors get the last copy of a page, else a page saying it is back soon', async () => {
  const link = cuttableLink(cutPort, appPort);
  await link.open();
  const cutFront = await startFrontCache(cutFrontPort, [cutPort]);
  try {
    const warm = await fetch(`${cutFront.origin}${article}`);
    expect(warm.status).toBe(200);
    const body = await warm.text();
    await link.cut();
    // Past s-maxage and stale-while-revalidate: only stale-if-error allows the copy now.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const during = await fetch(`${cutFront.origin}${article}`);
    expect(during.status).toBe(200);
    expect(during.headers.get('x-cache-status')).toBe('STALE');
    expect(await during.text()).toBe(body);
    // A page it never held: the "back soon" page, 503 with Retry-After, never a 500.
    const never = await fetch(`${cutFront.origin}/fr/jeux/classement`);
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toBe('30');
    const page = await never.text();
    for (const words of ['We zijn zo terug', 'Back in a moment', 'De retour dans un instant']) {
      expect(page).toContain(words);
    }
    // The APIs keep their own answers.
    expect((await fetch(`${cutFront.origin}/api/calendar/first-team?lang=en`)).status).toBe(502);
  } finally {
    cutFront.stop();
  }
});
