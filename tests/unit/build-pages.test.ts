import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBuildPage, removeBuildPages } from '@/lib/shared/cache/build-pages.mjs';
import { PRERENDERED_FAQ_KEY, writePrerenderedFaq } from '../support/prerendered-page';

/** A `.next` as `next build` leaves it: code, and what it rendered on the build's database. */
let distDir: string;
const write = (file: string, content: string | Buffer = '') => {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), content);
};
const code = [
  'server/app/[lang]/page.js',
  'server/app/sitemap.xml/route.js',
  'server/app/_global-error.html',
  'server/pages/404.html',
  'BUILD_ID',
];
const rendered = [
  'server/app/en.html',
  'server/app/en.rsc',
  'server/app/en.meta',
  'server/app/en.segments/$d$lang/__PAGE__.segment.rsc',
  'server/app/nl/wedstrijden.html',
  'server/app/sitemap.xml.body',
  'server/app/sitemap.xml.meta',
  'server/app/_not-found.html',
  'server/route-cache/APP_PAGE/0123/$/en/faq.html',
];

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'build-pages-'));
  for (const file of [...code, ...rendered]) write(file);
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('removing what the build rendered', () => {
  it('removes every page, feed and sitemap the build rendered, and keeps the code', () => {
    removeBuildPages(distDir);
    for (const file of rendered) expect(existsSync(path.join(distDir, file)), file).toBe(false);
    for (const file of code) expect(existsSync(path.join(distDir, file)), file).toBe(true);
  });

  it('has nothing to remove from a build without pages', () => {
    expect(removeBuildPages(path.join(distDir, 'absent'))).toBe(0);
  });
});

describe('reading what the build rendered', () => {
  it('gives a prerendered page as Next keeps it: HTML, payload, segments, headers and the build time', async () => {
    writePrerenderedFaq(distDir);
    const found = await readBuildPage(distDir, PRERENDERED_FAQ_KEY, { kind: 'APP_PAGE' });
    expect(found?.value).toMatchObject({ kind: 'APP_PAGE', html: '<html>faq</html>' });
    expect(found?.value.rscData).toEqual(Buffer.from('rsc payload'));
    expect(found?.value.segmentData).toEqual(
      new Map([
        ['/_tree', Buffer.from('tree')],
        ['/$d$lang/__PAGE__', Buffer.from('page')],
      ]),
    );
    expect(found?.value.headers['x-next-cache-tags']).toBe('_N_T_/en/faq,faq');
    expect(found?.lastModified).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives a route body (a feed, a sitemap) with its headers', async () => {
    const key = '/route-cache/APP_ROUTE/b31a/$/sitemap.xml';
    write('server/app/sitemap.xml.body', '<urlset/>');
    write(
      'server/app/sitemap.xml.meta',
      JSON.stringify({ status: 200, headers: { 'content-type': 'application/xml' }, routeCache: { key } }),
    );
    const found = await readBuildPage(distDir, key, { kind: 'APP_ROUTE' });
    expect(found?.value).toMatchObject({
      kind: 'APP_ROUTE',
      status: 200,
      headers: { 'content-type': 'application/xml' },
    });
    expect(found?.value.body?.toString()).toBe('<urlset/>');
  });

  it('gives nothing for a key the build did not write, another build, a read or a path out of the folder', async () => {
    writePrerenderedFaq(distDir, '/route-cache/APP_PAGE/other-build/$/en/faq');
    expect(await readBuildPage(distDir, PRERENDERED_FAQ_KEY, { kind: 'APP_PAGE' })).toBeUndefined();
    expect(
      await readBuildPage(distDir, '/route-cache/APP_PAGE/a31c/$/en/absent', { kind: 'APP_PAGE' }),
    ).toBeUndefined();
    expect(await readBuildPage(distDir, 'a-cms-read', { kind: 'FETCH' })).toBeUndefined();
    expect(
      await readBuildPage(distDir, '/route-cache/APP_PAGE/x/$/../../../BUILD_ID', { kind: 'APP_PAGE' }),
    ).toBeUndefined();
  });
});
