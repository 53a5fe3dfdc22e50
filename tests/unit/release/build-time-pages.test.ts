import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { removeBuildTimePages } from '../../../scripts/release/build-time-pages';

/** A `.next` as `next build` leaves it: code, and what it rendered on the build's database. */
let distDir: string;
const write = (file: string) => {
  mkdirSync(path.dirname(path.join(distDir, file)), { recursive: true });
  writeFileSync(path.join(distDir, file), '');
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
  distDir = mkdtempSync(path.join(tmpdir(), 'release-pages-'));
  for (const file of [...code, ...rendered]) write(file);
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

it('removes every page, feed and sitemap the build rendered, and keeps the code', () => {
  removeBuildTimePages(distDir);
  for (const file of rendered) expect(existsSync(path.join(distDir, file)), file).toBe(false);
  for (const file of code) expect(existsSync(path.join(distDir, file)), file).toBe(true);
});
