import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { builtRelease } from '../../scripts/release';
import { installRelease, type InstalledRelease } from '../../scripts/release/installed';
import type { Service } from '../../scripts/stack/services';
import { seedNews } from '../../lib/demo/news';
import { slugify } from '../../lib/shared/slugify';
import { demoName, rgb, secondClub } from '../fixtures/second-club/identity';
import { demoUsers } from './support/cms';
import { crawl, escapedHtml } from './support/crawl';
import {
  applySecondClubOverRest,
  editorTextsWith,
  layoutOf,
  withoutEditorTexts,
} from './support/second-club';
import { NEUTRAL_PATH_SEGMENT } from '../../lib/domain/club/path-segment.mjs';
import { everyScreen, locales, publicPath } from './support/site';

/**
 * The release as a club installs it (docs/operations.md "Going live"): unpacked into an empty folder,
 * its commands and its server run with `node` alone on the PATH. It migrates an empty
 * database, makes the first admin and starts; a backup of a populated database restored
 * into it shows that database's content from the first request (the pages the build
 * rendered on its empty database are not shipped), and 100 pages crawl with no 5xx.
 */
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 3100) + 201;
const origin = `http://127.0.0.1:${port}`;
let installed: InstalledRelease;
/** The release serving the restored demo, for the tests after the restore. */
let site: (Service & { origin: string }) | undefined;
let env: Record<string, string>;
const admin = { email: 'it@club.example', password: 'a long passphrase nobody has published' };

test.beforeAll(() => {
  // `npm run release`, which `npm test` runs before the browser tests.
  installed = installRelease(builtRelease());
  const data = path.join(path.dirname(installed.folder), 'data');
  env = {
    DATABASE_URL: `file:${data}/club.db`,
    MEDIA_DIR: `${data}/media`,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: origin,
  };
});
test.afterAll(async () => {
  await site?.stop();
  installed?.remove();
});

test('on an empty database it migrates, makes the first admin and starts, with node alone', async () => {
  test.setTimeout(90_000);
  const migrated = installed.command('migrate', [], env);
  expect(migrated.status, migrated.output).toBe(0);
  const created = installed.command('create-admin', ['--email', admin.email, '--name', 'Club IT'], {
    ...env,
    ADMIN_PASSWORD: admin.password,
  });
  expect(created.status, created.output).toBe(0);

  const site = await installed.start('release', port, env);
  try {
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const home = await fetch(`${origin}/en`);
    expect(home.status).toBe(200);
  } finally {
    await site.stop();
  }
});

test('a populated database restored into it: its content from the first request, 100 pages with no 5xx', async () => {
  test.setTimeout(180_000);
  // The demo club, backed up and restored by the release's own commands.
  const backupFolder = path.join(path.dirname(installed.folder), 'backup');
  const backedUp = installed.command('backup', [backupFolder], {
    ...env,
    DATABASE_URL: `file:${path.resolve('data/e2e.db')}`,
    MEDIA_DIR: path.resolve('data/e2e-media'),
  });
  expect(backedUp.status, backedUp.output).toBe(0);
  const restored = installed.command('restore', [backupFolder], env);
  expect(restored.status, restored.output).toBe(0);

  site = await installed.start('release', port, env);
  // The first request of the news list: what the build rendered had no news at all.
  const newest = [...seedNews].sort((a, b) => a.daysAgo - b.daysAgo)[0];
  const news = await fetch(`${origin}${publicPath('en', '/news')}`);
  expect(news.status).toBe(200);
  const html = await news.text();
  expect(html).toContain(escapedHtml(newest.title.en));
  // Its links name this site, not the origin the release was built with.
  expect(html).toContain(`<link rel="canonical" href="${origin}/en/news"/>`);

  const pages = await crawl(origin, { limit: 100 });
  expect(pages.filter((page) => page.status >= 500)).toEqual([]);
  expect(pages).toHaveLength(100);
  for (const locale of ['en', 'nl', 'fr']) {
    expect(
      pages.some((page) => page.path.startsWith(`/${locale}/`)),
      locale,
    ).toBe(true);
  }
});

/*
 * Issue 30, point 4: a second club's identity (tests/fixtures/second-club) applied to the
 * restored demo over REST, as its admin would. The integration test
 * tests/integration/second-club.test.ts checks the mails.
 */

test('a second club applied to the demo: its name and colours everywhere, the demo’s name nowhere but in what editors wrote', async ({
  page,
}) => {
  test.setTimeout(180_000);
  expect(site, 'the restored demo is served').toBeDefined();
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoUsers.admin),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const get = (path: string) => fetch(`${origin}${path}`);
  const ogCard = async () => {
    const [item] = seedNews;
    const found = await (await get(`/api/news?where[slug][equals]=${slugify(item.title.en)}&depth=0`)).json();
    const card = await get(`/api/public/news/${found.docs[0].id}/og?lang=en`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await card.arrayBuffer());
  };
  const demoCard = await ogCard();

  await applySecondClubOverRest(origin, token);
  const name = escapedHtml(secondClub.name);
  // Fresh as a publish is: within 5 s.
  await expect
    .poll(async () => (await get('/en')).text(), { timeout: 5_000, intervals: [250] })
    .toContain(name);

  const editorTexts = await editorTextsWith(origin, token, demoName);
  const demoFree = (text: string) => withoutEditorTexts(text, editorTexts);

  // Every public page in three languages: the site's own screens and every address of its sitemaps.
  const sitemaps = ['/sitemap.xml', ...locales.map((locale) => `/${locale}/sitemap.xml`)];
  // A release is any club's: its paths carry the neutral `{club}` segment.
  const screens = everyScreen(NEUTRAL_PATH_SEGMENT);
  const listed = new Set(screens.map((screen) => screen.path));
  for (const sitemap of sitemaps) {
    const response = await get(sitemap);
    expect(response.status, sitemap).toBe(200);
    const xml = await response.text();
    expect(demoFree(xml), sitemap).not.toContain(demoName);
    for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      if (!url.endsWith('.xml')) listed.add(new URL(url).pathname);
    }
  }
  const paths = [...listed];
  const failures: string[] = [];
  for (let start = 0; start < paths.length; start += 4) {
    await Promise.all(
      paths.slice(start, start + 4).map(async (path) => {
        const response = await get(path);
        if (response.status >= 400 && !path.endsWith('/404'))
          return failures.push(`${path}: ${response.status}`);
        const layout = demoFree(layoutOf(await response.text()));
        if (!layout.includes(name)) failures.push(`${path}: no ${secondClub.name} around the content`);
        if (layout.includes(demoName))
          failures.push(`${path}: ${demoName} in ${/.{0,60}Westhoek.{0,60}/.exec(layout)?.[0]}`);
      }),
    );
  }
  expect(failures).toEqual([]);
  expect(paths.length).toBeGreaterThan(screens.length);

  // The feeds: the channel is the club's; the items are the editors'.
  for (const locale of locales) {
    const feed = await get(`/${locale}/rss.xml`);
    expect(feed.status).toBe(200);
    const channel = (await feed.text()).split('<item>')[0];
    expect(channel, locale).toContain(name);
    expect(demoFree(channel), locale).not.toContain(demoName);
  }

  // The Open Graph card is drawn anew from the club's name and colours (its text is pixels).
  expect((await ogCard()).equals(demoCard)).toBe(false);

  // The admin names no demo either.
  expect(await (await get('/admin/login')).text()).not.toContain(demoName);

  // The colours: custom properties in the page, used by what the visitor sees, and contrast holds.
  const home = await (await get('/en')).text();
  for (const colour of Object.values(secondClub.colours)) {
    expect(home, colour).toMatch(new RegExp(`--[\\w-]+:\\s*${colour}`, 'i'));
  }
  for (const path of ['/en', publicPath('nl', '/news'), publicPath('fr', '/contact')]) {
    await page.goto(`${origin}${path}`);
    const painted = await page.evaluate(
      (colours) =>
        [...document.querySelectorAll('header *, footer *, a, button')].some((element) => {
          const style = getComputedStyle(element);
          return colours.includes(style.backgroundColor) || colours.includes(style.color);
        }),
      [rgb(secondClub.colours.primary), rgb(secondClub.colours.accent)],
    );
    expect(painted, path).toBe(true);
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(
      contrast.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))),
      path,
    ).toEqual([]);
  }
});
