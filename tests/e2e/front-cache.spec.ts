import { expect, test } from '@playwright/test';
import { connect } from 'node:net';
import { UPLOAD_LIMIT_BYTES, uploadTooLarge } from '../../lib/cms/uploads/upload-limit';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../../lib/shared/http/cache-control';
import { securityHeaders } from '../../lib/shared/http/security-headers.mjs';
import { startFrontCache, type FrontCache } from '../../scripts/front-cache';
import { cmsToken, logInToAdmin } from './support/cms';
import {
  cacheOnDisk,
  cacheStatusOfBrowserVisit,
  cuttableLink,
  editorsPhoto,
  rawRequest,
  routerPoisons,
} from './support/front-abuse';

/**
 * The shipped front cache (deploy/nginx/club-site.conf) in front of the test server,
 * and the Cache-Control words it follows (lib/shared/http/cache-control.ts). One nginx per
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
  // The preview cookie alone is a visitor's request (lib/shared/http/stale-preview.ts): the public page.
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
    // The copy goes out with the app's own words.
    expect(first.headers.get('cache-control'), path).toBeTruthy();
    expect(second.headers.get('cache-control'), path).toBe(first.headers.get('cache-control'));
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(body)), path).toBe(true);
  }
});

test('editors, previews, the CMS, forms and the language choice on / pass through', async () => {
  await fetch(`${front.origin}/en`);
  expect(await cacheStatus(`${front.origin}/en`, { cookie: 'consent=1; payload-token=x' })).toBe('BYPASS');
  expect(await cacheStatus(`${front.origin}/en`, { cookie: '__prerender_bypass=x' })).toBe('BYPASS');
  for (const path of [
    '/admin/login',
    '/api/users/me',
    '/builds/latest.json',
    '/en/search?q=derby',
    '/api/search?q=derby&lang=en',
  ]) {
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

test.describe('the front cache under abuse', () => {
  test("no header of Next's router poisons a page for the visitors after", async () => {
    const pages = ['/en/faq', '/nl/wedstrijden', '/fr/nouvelles', article];
    for (const [index, poison] of routerPoisons.entries()) {
      const page = `${front.origin}${pages[index % pages.length]}`;
      const label = `${Object.keys(poison).join('+')} on ${page}`;
      // Twice: the second would be served from whatever the first stored.
      for (let round = 0; round < 2; round++) {
        const poisoned = await fetch(page, { headers: poison, redirect: 'manual' });
        await poisoned.arrayBuffer();
        if (poisoned.status === 307)
          expect(poisoned.headers.get('x-cache-status'), label).not.toMatch(/HIT|STALE/);
      }
      await expect
        .poll(() => cacheStatusOfBrowserVisit(page, label), { timeout: 5_000, intervals: [50] })
        .toBe('HIT');
    }
  });

  test('a HEAD stays a HEAD on the API: a link checker confirms no subscription', async () => {
    // The confirmation link's GET confirms and redirects (303); its HEAD confirms nothing (204).
    const link = `/api/newsletter/confirm?token=${'x'.repeat(43)}&lang=nl`;
    for (let round = 0; round < 2; round++) {
      const head = await fetch(`${front.origin}${link}`, { method: 'HEAD', redirect: 'manual' });
      expect(head.status).toBe(204);
      expect(head.headers.get('location')).toBeNull();
    }
    expect((await fetch(`${front.origin}${link}`, { redirect: 'manual' })).status).toBe(303);
  });

  test('a Host the site does not answer for is refused, never stored, with the security headers', async () => {
    const before = cacheOnDisk(front);
    for (const host of ['evil.example', '10.0.0.1', 'localhost.evil.example']) {
      const refused = await rawRequest(frontPort, { path: '/en', headers: { host } });
      expect(refused.status, host).toBe(421);
      for (const { key, value } of securityHeaders)
        expect(refused.headers[key.toLowerCase()], key).toBe(value);
    }
    expect(cacheOnDisk(front).files).toBe(before.files);
  });

  test("nginx's own error pages carry the site's security headers", async () => {
    // Two Host headers: nginx itself answers 400.
    const bad = await new Promise<string>((resolve) => {
      const socket = connect(frontPort, '127.0.0.1', () =>
        socket.write('GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: other\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.setTimeout(5_000, () => socket.destroy());
    });
    expect(bad).toMatch(/^HTTP\/1\.1 400/);
    for (const { key, value } of securityHeaders) expect(bad, key).toContain(`${key}: ${value}\r\n`);
    expect(bad).toContain("Content-Security-Policy: default-src 'none'");
    // The app's own answers keep theirs, once each.
    const page = await rawRequest(frontPort, { path: '/en' });
    for (const { key } of securityHeaders) expect(typeof page.headers[key.toLowerCase()], key).toBe('string');
    expect(page.headers['content-security-policy']).toContain('script-src');
  });

  test('a 404 is never kept a year, nor kept at all for an address nobody had', async () => {
    // A chunk that exists keeps its year, from the app and from the copy.
    const html = await (await fetch(`${front.origin}/en`)).text();
    const chunk = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)![0];
    for (let round = 0; round < 2; round++) {
      const found = await fetch(`${front.origin}${chunk}`);
      expect(found.status).toBe(200);
      expect(found.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const missing of ['/_next/static/chunks/nope-0.js', '/nope-0.css', '/en/nope-0']) {
      const first = await fetch(`${front.origin}${missing}`);
      expect(first.status, missing).toBe(404);
      expect(first.headers.get('cache-control') ?? '', missing).not.toContain('31536000');
      await first.arrayBuffer();
      const second = await fetch(`${front.origin}${missing}`);
      expect(second.status, missing).toBe(404);
      expect(second.headers.get('x-cache-status'), missing).not.toMatch(/HIT|STALE|UPDATING/);
    }
  });
});

test('an unpublished article answers 404 through the front within 5 s, and the 404 replaces its copy', async ({
  request,
}) => {
  const token = await cmsToken(request, 'admin');
  const headers = { Authorization: `JWT ${token}` };
  const { docs } = await (
    await request.get(
      '/api/news?where[_status][equals]=published&where[kind][equals]=article&sort=-publishedAt&limit=3&locale=en',
      {
        headers,
      },
    )
  ).json();
  const doc = docs.find((news: { slug: string }) => !article.endsWith(news.slug));
  const page = `${front.origin}/en/news/article/${doc.slug}`;
  expect((await fetch(page)).status).toBe(200);
  const unpublish = await request.patch(`/api/news/${doc.id}?locale=en`, {
    headers,
    data: { _status: 'draft' },
  });
  expect(unpublish.ok()).toBe(true);
  try {
    await expect.poll(async () => (await fetch(page)).status, { timeout: 5_000, intervals: [250] }).toBe(404);
    // Stored in the copy's place: an outage cannot bring the article back from an old copy.
    await expect
      .poll(async () => (await fetch(page)).headers.get('x-cache-status'), {
        timeout: 2_000,
        intervals: [50],
      })
      .toBe('HIT');
  } finally {
    await request.patch(`/api/news/${doc.id}?locale=en`, { headers, data: { _status: 'published' } });
  }
  await expect.poll(async () => (await fetch(page)).status, { timeout: 5_000 }).toBe(200);
});

test.describe('uploads through the front', () => {
  test('a 10 MB photo goes through; a file over the limit is refused in the words of the admin language', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await cmsToken(request, 'admin');
    const auth = { Authorization: `JWT ${token}` };
    const photo = await editorsPhoto();
    expect(photo.length).toBeGreaterThan(10 * 1024 * 1024);
    const upload = (file: Buffer, name: string, headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
      form.append('_payload', JSON.stringify({ alt: 'Front cache upload test' }));
      return fetch(`${front.origin}/api/media`, {
        method: 'POST',
        headers: { ...auth, ...headers },
        body: form,
      });
    };

    const uploaded = await upload(photo, `front-upload-${Date.now()}.png`);
    const created = await uploaded.json();
    try {
      expect(uploaded.status, JSON.stringify(created).slice(0, 300)).toBe(201);
      expect(created.doc.filesize).toBe(photo.length);
    } finally {
      if (created?.doc?.id) await request.delete(`/api/media/${created.doc.id}`, { headers: auth });
    }

    // Just over the CMS's limit: the CMS refuses it and says why (not "Something went wrong.").
    const justOver = Buffer.alloc(UPLOAD_LIMIT_BYTES + 64 * 1024);
    const refused = await upload(justOver, 'too-large.png', { cookie: 'payload-lng=nl' });
    expect(refused.status).toBe(413);
    expect((await refused.json()).errors[0].message).toBe(uploadTooLarge.nl);
    // Far over it: nginx refuses the body, in the same words and shape.
    const farOver = Buffer.alloc(UPLOAD_LIMIT_BYTES + 4 * 1024 * 1024);
    for (const [language, message] of Object.entries(uploadTooLarge)) {
      const tooLarge = await upload(farOver, 'far-too-large.png', { cookie: `payload-lng=${language}` });
      expect(tooLarge.status, language).toBe(413);
      expect(tooLarge.headers.get('content-type'), language).toContain('application/json');
      expect((await tooLarge.json()).errors[0].message, language).toBe(message);
    }
  });

  test('the admin says why a file over the limit is refused, in its language', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'payload-lng', value: 'fr', url: baseURL! }]);
    await logInToAdmin(page, 'admin');
    await page.goto('/admin/collections/media/create');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'trop-lourd.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(UPLOAD_LIMIT_BYTES + 64 * 1024),
    });
    await page.locator('#field-alt').fill('Trop lourd');
    await page.locator('#action-save').click();
    await expect(page.getByText(uploadTooLarge.fr)).toBeVisible({ timeout: 30_000 });
  });
});
