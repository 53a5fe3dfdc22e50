import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Requests an anonymous stranger can send, each with the answer it must get (issue 17).
 * The forms', the newsletter's and the editors' accounts' are in the other security-*.spec.ts.
 */

test.describe('a client mistake is a 4xx, never a 500', () => {
  for (const target of ['/en/%ff', '/%ff', '/api/%ff', '/admin/%ff', '/en/%e2%82', '/nl/nieuws/%c0']) {
    test(`malformed percent escape ${target} → 400`, async ({ request }) => {
      const response = await request.get(target, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
    });
  }

  test('a media file that does not exist → 404, without the server path', async ({ request }) => {
    const response = await request.get('/api/media/file/no-such-file.png');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toMatch(/\/(home|srv|work|tmp|var)\//);
  });

  test('the image optimizer takes only the CMS files: /etc/passwd → 400', async ({ request }) => {
    const response = await request.get('/_next/image?url=/etc/passwd&w=64&q=75');
    expect(response.status()).toBe(400);
  });

  test('a CMS path without an endpoint → 404, without the URL', async ({ request }) => {
    const response = await request.get('/api/payload-migrations');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('http');
  });

  test.describe('a malformed id in a CMS address → 404, never a 500', () => {
    // Collections of every kind (editorial, upload, auth, a plugin's, form submissions).
    const collections = ['news', 'pages', 'media', 'users', 'matches', 'redirects', 'contact-messages'];
    const malformed = ['abc', '1.5', '99999999999999999999', '-1', '0', '01', '1e3', '0x1f', '4294967297'];
    for (const collection of collections) {
      test(`/api/${collection}/<malformed id>`, async ({ request }) => {
        for (const id of malformed) {
          expect((await request.get(`/api/${collection}/${id}`)).status(), `GET ${id}`).toBe(404);
          expect(
            (await request.patch(`/api/${collection}/${id}`, { data: {} })).status(),
            `PATCH ${id}`,
          ).toBe(404);
          expect((await request.delete(`/api/${collection}/${id}`)).status(), `DELETE ${id}`).toBe(404);
          expect((await request.get(`/api/${collection}/versions/${id}`)).status(), `version ${id}`).toBe(
            404,
          );
        }
      });
    }

    test("a global's version with a malformed id", async ({ request }) => {
      for (const id of ['abc', '1.5', '99999999999999999999']) {
        expect((await request.get(`/api/globals/club-settings/versions/${id}`)).status(), id).toBe(404);
      }
    });

    test('e-mail verification, which no account here uses: any token → 404', async ({ request }) => {
      for (const token of ['abc', '1', 'a'.repeat(40)]) {
        expect((await request.post(`/api/users/verify/${token}`)).status(), token).toBe(404);
      }
    });

    test('well-formed addresses answer as before', async ({ request }) => {
      const { docs } = await (await request.get('/api/news?limit=1&depth=0')).json();
      expect((await request.get(`/api/news/${docs[0].id}?depth=0`)).status()).toBe(200);
      expect((await request.get('/api/news/2147483647')).status()).toBe(404);
      expect((await request.get('/api/users/me')).status()).toBe(200);
      expect((await request.get('/api/news/count')).status()).toBe(200);
    });
  });

  test('an image url that leaves the site through a backslash → 400', async ({ request }) => {
    for (const url of [
      '/\\127.0.0.1:39999/x.png',
      '/\\127.0.0.1:39999/api/media/file/x.png',
      '/\\\\127.0.0.1:39999/api/media/file/x.png',
      '/\t/127.0.0.1:39999/api/media/file/x.png',
    ]) {
      const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(response.status(), url).toBe(400);
    }
  });
});

test.describe('no open redirect through the preview links', () => {
  const payloads = [
    '/.//evil.example',
    '/..//evil.example',
    '/x/../..//evil.example/phish',
    '//evil.example',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    'https://evil.example',
  ];
  for (const payload of payloads) {
    for (const [route, key] of [
      ['/api/preview/exit', 'path'],
      ['/api/preview/exit', 'fallback'],
    ] as const) {
      test(`${route}?${key}=${payload} stays on the site`, async ({ request }) => {
        const response = await request.get(`${route}?${key}=${encodeURIComponent(payload)}`, {
          maxRedirects: 0,
        });
        const location = response.headers().location ?? '';
        expect(location).not.toMatch(/^(\/\/|\/\\|https?:)/);
        expect(location).not.toContain('evil.example');
      });
    }
  }
});

/**
 * The cache entries written for rendered pages and cached CMS reads since `since`
 * (lib/shared/cache/file-cache-handler.mjs): a page by the key it was cached under, a read with
 * its body.
 */
function cacheFilesSince(since: number): { file: string; body?: string }[] {
  const found: { file: string; body?: string }[] = [];
  for (const root of [path.join('.next', 'cache', 'pages'), path.join('.next', 'cache', 'fetch-cache')]) {
    let files: string[] = [];
    try {
      files = readdirSync(root, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const file of files) {
      const full = path.join(root, file);
      const stats = statSync(full);
      if (!stats.isFile() || stats.mtimeMs < since) continue;
      const entry = JSON.parse(readFileSync(full, 'utf8')) as { key?: string; data?: { body?: string } };
      found.push(
        root.endsWith('fetch-cache') ? { file, body: entry.data?.body } : { file: entry.key ?? file },
      );
    }
  }
  return found;
}

test('200 random slugs and 200 redirect lookups leave nothing in the cache', async ({ request }) => {
  test.setTimeout(120_000);
  const marker = `probe${Date.now().toString(36)}`;
  const since = Date.now() - 1_000;
  for (let i = 0; i < 200; i++) {
    const slug = `${marker}-${i}`;
    expect((await request.get(`/en/news/article/${slug}`)).status()).toBe(404);
    const lookup = await request.post('/api/redirect', { data: { url: `/en/${slug}` } });
    expect(lookup.status()).toBe(200);
  }
  // Other tests run beside this one and fill the cache with real pages and reads; what
  // these requests would have left is recognisable: their 404 pages are named after the
  // slug, a read that found nothing holds null, a lookup per URL holds "no redirect".
  const written = cacheFilesSince(since);
  expect(written.filter(({ file }) => file.includes(marker))).toEqual([]);
  expect(written.filter(({ body }) => body === 'null' || body?.includes('"hasRedirect":false'))).toEqual([]);
});
