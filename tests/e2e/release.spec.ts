import { expect, test } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { builtRelease } from '../../scripts/release';
import { installRelease, type InstalledRelease } from '../../scripts/release/installed';
import { seedNews } from '../../lib/cms/seed/news';
import { crawl, escapedHtml } from './support/crawl';
import { publicPath } from './support/site';

/**
 * The release as a club installs it (README "Going live"): unpacked into an empty folder,
 * its commands and its server run with `node` alone on the PATH. It migrates an empty
 * database, makes the first admin and starts; a backup of a populated database restored
 * into it shows that database's content from the first request (the pages the build
 * rendered on its empty database are not shipped), and 100 pages crawl with no 5xx.
 */
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 3100) + 201;
const origin = `http://127.0.0.1:${port}`;
let installed: InstalledRelease;
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
test.afterAll(() => installed?.remove());

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

  const site = await installed.start('release', port, env);
  try {
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
  } finally {
    await site.stop();
  }
});
