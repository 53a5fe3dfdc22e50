import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerUnavailableForDatabase } from '@/lib/domain/i18n/unavailable-answer';
import { unavailablePage } from '@/lib/domain/i18n/unavailable-page';
import { databaseBreaker } from '@/lib/shared/resilience/database';

/** Next as seen from Node: a page that failed answers 500 with its error page. */
let server: Server;
let endedThroughLaterWrapper = false;
let origin: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    answerUnavailableForDatabase(request, response);
    // Next's compression wraps write and end after this, as `next start` does.
    const { end } = response;
    response.end = function (this: typeof response, ...args: unknown[]) {
      endedThroughLaterWrapper = true;
      return (end as (...args: unknown[]) => typeof response).apply(this, args);
    } as typeof response.end;
    response.statusCode = request.url?.includes('fine') ? 200 : 500;
    response.setHeader('Content-Type', 'text/html');
    response.setHeader('Cache-Control', 'public, s-maxage=1');
    response.setHeader('X-Frame-Options', 'SAMEORIGIN');
    response.write('<p>Next’s ');
    response.end('error page</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  databaseBreaker().succeeded();
  server.close();
});

describe('a page that fails while the database cannot be reached', () => {
  it('answers the localized "back soon" page with 503 and Retry-After, which no cache keeps', async () => {
    databaseBreaker().failed();
    const response = await fetch(`${origin}/nl/nieuws?types=newsgallerypage`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Headers that hold for every page stay.
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const body = await response.text();
    expect(body).toContain('<html lang="nl"');
    expect(body).toContain('We zijn zo terug');
    expect(body).not.toContain('error page');
  });

  it('answers the same for a file or asset whose not-found page failed, not a 500', async () => {
    databaseBreaker().failed();
    for (const path of ['/_next/static/chunks/512.js', '/en/rss.xml', '/icon.svg']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('retry-after'), path).toBe('30');
    }
  });

  it('leaves pages that were served and the APIs as they are', async () => {
    databaseBreaker().failed();
    endedThroughLaterWrapper = false;
    const served = await fetch(`${origin}/en/fine`);
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('<p>Next’s error page</p>');
    // What Next wraps over the response after this (its compression) keeps working.
    expect(endedThroughLaterWrapper).toBe(true);
    expect((await fetch(`${origin}/api/news`)).status).toBe(500);
    expect((await fetch(`${origin}/admin/collections/news`)).status).toBe(500);
  });

  it('leaves any other error a 500, once the database has answered for a while', async () => {
    databaseBreaker().succeeded();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_000);
      const response = await fetch(`${origin}/en/faq`);
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('<p>Next’s error page</p>');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the "back soon" page', () => {
  it('speaks the path’s language first and escapes the address it links back to', () => {
    const page = unavailablePage('/fr/x"><script>');
    expect(page).toContain('<html lang="fr"');
    expect(page.indexOf('De retour')).toBeLessThan(page.indexOf('Back in a moment'));
    expect(page).not.toContain('<script>');
    expect(unavailablePage('/unknown')).toContain('<html lang="en"');
  });
});
