import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startEmptySite } from '../../scripts/empty-site';
import type { Service } from '../../scripts/stack/services';
import { NEUTRAL_PATH_SEGMENT } from '../../lib/domain/club/path-segment.mjs';
import { demoUsers } from './support/cms';
import { everyScreen, locales, publicPath } from './support/site';

/**
 * A club's new site on the production road (docs/operations.md "Going live"): the release, unpacked
 * and started with `node` alone on a database that has the schema and nothing else.
 * Every screen renders its empty state, the CMS holds no user until the first-user
 * screen makes the club's admin, and the first thing that admin publishes reaches the
 * public site.
 */
test.describe.configure({ mode: 'serial' });

let site: Service & { origin: string };
const firstAdmin = {
  name: 'Club IT',
  email: `it-${Date.now()}@club.example`,
  password: 'a long passphrase nobody has published',
};

test.beforeAll(async () => {
  // The release of `npm run release`, which `npm test` runs before the browser tests.
  test.setTimeout(60_000);
  site = await startEmptySite();
});
test.afterAll(async () => {
  await site?.stop();
});

test('every screen of a new site answers in three languages with its empty state', async ({ request }) => {
  test.setTimeout(120_000);
  // A release is any club's: built with the neutral `{club}` segment.
  for (const { path, locale } of everyScreen(NEUTRAL_PATH_SEGMENT)) {
    const response = await request.get(`${site.origin}${path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(/<main[\s>]/);
    expect(html, path).toMatch(/<h1[\s>]/);
    // Nothing links to an address the club has not set yet.
    expect(html, path).not.toMatch(/href="(|tel:|mailto:)"/);
    // Until the club sets its identity the site calls itself "Our club", never the demo.
    // (The mascot page's path is SPEC §2's `binkie`; the mascot's name is not.)
    expect(html, path).not.toMatch(/westhoek|\bKVC\b/i);
    expect(html, path).not.toContain('Binkie');
    expect(html, path).toContain({ en: 'Our club', nl: 'Onze club', fr: 'Notre club' }[locale]);
  }
  const sitemap = await request.get(`${site.origin}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
});

/** Issue 30: the club's identity comes from the CMS, a neutral one until it is set. */
const neutralName = { en: 'Our club', nl: 'Onze club', fr: 'Notre club' } as const;

test('before the club has a name, no page, feed or sitemap names the demo club', async ({ request }) => {
  test.setTimeout(60_000);
  const extras = [
    '/sitemap.xml',
    ...locales.flatMap((locale) => [`/${locale}/sitemap.xml`, `/${locale}/rss.xml`]),
  ];
  for (const path of [...everyScreen(NEUTRAL_PATH_SEGMENT).map((screen) => screen.path), ...extras]) {
    const text = await (await request.get(`${site.origin}${path}`)).text();
    // Neither the name nor its path segment (`/en/we-westhoek`), nor the mascot's name (the
    // mascot page's path is SPEC §2's `binkie`, the same for every club), nor "Mascot Our mascot".
    expect(text, path).not.toMatch(/westhoek/i);
    expect(text, path).not.toContain('Binkie');
    expect(text, path).not.toMatch(/Mascot Our mascot|Mascotte Onze mascotte|Mascotte Notre mascotte/);
  }
  for (const locale of locales) {
    const home = await (await request.get(`${site.origin}/${locale}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(home)?.[1], locale).toContain(neutralName[locale]);
  }
});

async function createFirstAdmin(page: Page): Promise<void> {
  await page.goto(`${site.origin}/admin`);
  await expect(page).toHaveURL(/\/admin\/create-first-user/, { timeout: 20_000 });
  // The first account is the site's admin, and the screen says so.
  await expect(page.locator('#field-roles')).toContainText('Admin');
  await expect(page.locator('#field-roles')).not.toContainText('Editor');
  await page.locator('#field-email').fill(firstAdmin.email);
  await page.locator('#field-password').fill(firstAdmin.password);
  await page.locator('#field-confirm-password').fill(firstAdmin.password);
  await page.locator('#field-name').fill(firstAdmin.name);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 });
}

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post(`${site.origin}/api/users/login`, {
    data: { email: firstAdmin.email, password: firstAdmin.password },
  });
  expect(login.ok()).toBe(true);
  return { Authorization: `JWT ${(await login.json()).token}` };
}

test('the CMS holds no user, not the demo’s either, until the first-user screen makes the club’s admin', async ({
  page,
  request,
}) => {
  const demoLogin = await request.post(`${site.origin}/api/users/login`, { data: demoUsers.admin });
  expect(demoLogin.status()).toBe(401);

  await createFirstAdmin(page);

  // The dashboard says what to do before going live: nothing done yet on an empty site.
  const checklist = page.locator('[data-first-run]');
  await expect(checklist.locator('details')).toHaveAttribute('open', '');
  await expect(checklist.getByRole('heading', { name: 'Going live' })).toBeVisible();
  await expect(checklist.locator('li')).toHaveCount(8);
  await expect(checklist.locator('li[data-done="true"]')).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: 'Name the club' })).toHaveAttribute(
    'href',
    '/admin/globals/club-settings',
  );
  // This site has no mail server: the test mail says so, plainly and at once.
  await checklist.getByRole('button', { name: 'Send a test e-mail to me' }).click();
  await expect(checklist.getByRole('status')).toHaveText(
    /^Not sent: this site has no mail server set up \(SMTP_HOST/,
  );

  const users = await request.get(`${site.origin}/api/users?depth=0`, {
    headers: await adminHeaders(request),
  });
  expect(users.ok()).toBe(true);
  const { docs } = (await users.json()) as { docs: { email: string; roles: string[] }[] };
  expect(docs).toEqual([expect.objectContaining({ email: firstAdmin.email, roles: ['admin'] })]);
});

test('the first admin’s club settings, article and page text reach the public site within 5 s', async ({
  request,
  page,
}) => {
  const headers = await adminHeaders(request);
  const title = `Welcome to our new website ${Date.now()}`;

  const article = await request.post(`${site.origin}/api/news?locale=en`, {
    headers,
    data: { title, kind: 'article', publishedAt: new Date().toISOString(), _status: 'published' },
  });
  expect(article.status()).toBe(201);
  const privacy = await request.post(`${site.origin}/api/pages?locale=en`, {
    headers,
    data: { key: 'privacy', title: 'How we handle your data', _status: 'published' },
  });
  expect(privacy.status()).toBe(201);

  // Contact details only: a club without every outside address still saves its settings.
  const settings = await request.post(`${site.origin}/api/globals/club-settings?locale=en`, {
    headers,
    data: {
      name: 'SK Nieuwdorp',
      address: { street: 'Dorpsstraat 1', postalCode: '9999', city: 'Nieuwdorp' },
      phone: '+32 50 00 00 00',
      email: 'info@nieuwdorp.example',
    },
  });
  expect(settings.ok()).toBe(true);

  const text = async (path: string) => (await request.get(`${site.origin}${path}`)).text();
  const fresh = { timeout: 5_000, intervals: [250] };
  await expect.poll(() => text(publicPath('en', '/contact')), fresh).toContain('Dorpsstraat 1');
  expect(await text(publicPath('en', '/'))).toContain('href="tel:+3250000000"');
  await expect.poll(() => text(publicPath('en', '/news')), fresh).toContain(title);
  await expect
    .poll(() => text(publicPath('en', '/privacy-policy')), fresh)
    .toContain('How we handle your data');

  // The checklist ticks what was just done, from the data, in the admin's language.
  const login = await page.request.post(`${site.origin}/api/users/login`, {
    data: { email: firstAdmin.email, password: firstAdmin.password },
  });
  expect(login.ok()).toBe(true);
  await page.context().addCookies([{ name: 'payload-lng', value: 'nl', url: site.origin }]);
  await page.goto(`${site.origin}/admin`);
  const checklist = page.locator('[data-first-run]');
  await expect(checklist.getByRole('heading', { name: 'Online gaan' })).toBeVisible({ timeout: 20_000 });
  const done = checklist.locator('li[data-done="true"]');
  await expect(done).toHaveCount(2);
  await expect(done.nth(0)).toHaveAttribute('data-item', 'identity');
  await expect(done.nth(1)).toHaveAttribute('data-item', 'firstArticle');
  await expect(checklist.locator('summary')).toContainText('2 van 8 klaar');
});
