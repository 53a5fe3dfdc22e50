import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { browserStorage, listedItem, type StoredItem } from '../../lib/domain/consent/browser-storage';
import { logInToAdmin } from './support/cms';
import { languageToggle } from './support/landmarks';

/**
 * Issue 14.6: the cookie policy lists exactly what this site stores. A visitor
 * and an editor use every feature that stores something; what their browsers
 * then hold must be on the list, and each list entry of their kind must have
 * been seen (the analytics entries need a configured tag manager, which the
 * test build has not: those are checked to be absent).
 */
type Seen = { where: StoredItem['where']; name: string };

async function storedInBrowser(context: BrowserContext, page: Page): Promise<Seen[]> {
  const cookies = (await context.cookies()).map((cookie) => ({
    where: 'cookie' as const,
    name: cookie.name,
  }));
  const storage = await page.evaluate(() => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
  }));
  return [
    ...cookies,
    ...storage.localStorage.map((name) => ({ where: 'localStorage' as const, name })),
    ...storage.sessionStorage.map((name) => ({ where: 'sessionStorage' as const, name })),
  ];
}

const unlisted = (seen: Seen[]) => seen.filter(({ where, name }) => !listedItem(where, name));
const idsOf = (seen: Seen[]) => new Set(seen.map(({ where, name }) => listedItem(where, name)?.id));
const idsIn = (category: StoredItem['category']) =>
  browserStorage.filter((item) => item.category === category).map((item) => item.id);

test.use({ storageState: { cookies: [], origins: [] } });

test('a visitor’s browser holds exactly the necessary items the policy lists, and nothing of analytics', async ({
  context,
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'Accept' }).click();
  // The language control remembers the choice (the locale cookie).
  await languageToggle(page).hover();
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl$/);
  // A newer build reloads the page once and notes it (the reload guard).
  await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'newer-build' } }));
  await page.goto('/nl/faq');
  let reloads = 0;
  page.on('load', () => reloads++);
  await expect.poll(() => reloads, { timeout: 10_000 }).toBe(1);

  const seen = await storedInBrowser(context, page);
  expect(unlisted(seen)).toEqual([]);
  expect([...idsOf(seen)].sort()).toEqual(idsIn('necessary').sort());
});

test('an editor’s browser holds only listed items, the editors’ ones included', async ({ context, page }) => {
  test.setTimeout(90_000);
  await logInToAdmin(page, 'editor');
  await page.goto('/admin/collections/pages');
  await page.locator('table tbody tr a').first().click();
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('#preview-button').click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.locator('h1')).toBeVisible();

  const seen = [...(await storedInBrowser(context, page)), ...(await storedInBrowser(context, preview))];
  expect(unlisted(seen)).toEqual([]);
  for (const id of idsIn('editors')) expect(idsOf(seen)).toContain(id);
  for (const id of idsIn('analytics')) expect(idsOf(seen)).not.toContain(id);
});

for (const [path, heading] of [
  ['/en/cookie-policy', 'Cookie policy'],
  ['/nl/cookiebeleid', 'Cookiebeleid'],
  ['/fr/politique-des-cookies', 'Politique des cookies'],
] as const) {
  test(`${path} lists every stored item with its purpose and lifetime`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const rows = page.locator('#stored-in-browser tbody tr');
    await expect(rows).toHaveCount(browserStorage.length);
    for (const [index, item] of browserStorage.entries()) {
      const cells = rows.nth(index).locator('th, td');
      await expect(cells.first()).toHaveText(item.name.replace(/\*$/, '…'));
      for (let cell = 1; cell < 5; cell++) await expect(cells.nth(cell)).not.toBeEmpty();
    }
  });
}
