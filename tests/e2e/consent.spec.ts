import { expect, test } from '@playwright/test';
import { mainMenu } from './support/landmarks';
import { messages } from './support/forms';

test.use({ storageState: { cookies: [], origins: [] } });

type DataLayerEntry = Record<string, unknown> | { [index: number]: unknown };

test('the banner offers three equal choices and does not block reading', async ({ page }) => {
  await page.goto('/en');
  const banner = page.getByRole('region', { name: 'Cookies at KVC Westhoek' });
  await expect(banner).toBeVisible();
  const buttons = banner.getByRole('button');
  await expect(buttons).toHaveText(['Accept', 'Only functional', 'Only necessary']);
  const sizes = await buttons.evaluateAll((elements) =>
    elements.map((e) => `${getComputedStyle(e).fontSize} ${getComputedStyle(e).backgroundColor}`),
  );
  expect(new Set(sizes).size).toBe(1);
  await expect(banner.getByRole('checkbox')).toHaveCount(0);
  await mainMenu(page).getByRole('button', { name: 'News' }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'All news' })).toBeVisible();
});

test('the banner comes with the page, before any script runs, and a stored choice hides it at once', async ({
  page,
}) => {
  // No script of the app runs: what shows is the server's HTML and its inline scripts.
  await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
  const banner = page.getByRole('region', { name: 'Cookies at KVC Westhoek' });
  const store = (version: string) =>
    page.evaluate((stored) => localStorage.setItem('club-consent', JSON.stringify(stored)), {
      choice: 'necessary',
      version,
      at: new Date().toISOString(),
    });

  await page.goto('/en');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Accept' })).toBeDisabled();

  await store('2026-01');
  await page.reload();
  await expect(banner).toBeHidden();

  // A choice made under an older policy asks again.
  await store('2025-01');
  await page.reload();
  await expect(banner).toBeVisible();
});

test('no third-party request before consent; page views reach the data layer once each', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
  });
  await page.goto('/nl');
  await page
    .getByRole('region', { name: messages.nl.Home.latestNews })
    .getByRole('link', { name: 'Alle nieuws' })
    .click();
  await expect(page).toHaveURL(/\/nl\/nieuws$/);
  const dataLayer =
    (await page.evaluate(() => (window as unknown as { dataLayer: DataLayerEntry[] }).dataLayer)) ?? [];
  const pageViews = dataLayer.filter((entry) => (entry as Record<string, unknown>).event === 'page_view');
  expect(pageViews.map((entry) => (entry as Record<string, unknown>).page_path)).toEqual([
    '/nl',
    '/nl/nieuws',
  ]);
  const defaults = dataLayer.find(
    (entry) =>
      (entry as Record<number, unknown>)[0] === 'consent' &&
      (entry as Record<number, unknown>)[1] === 'default',
  );
  expect((defaults as Record<number, Record<string, string>>)[2].analytics_storage).toBe('denied');
  expect(thirdParty).toEqual([]);
});

test('the choice persists and can be changed from the footer', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('button', { name: 'Uniquement fonctionnels' }).click();
  await expect(page.getByRole('region', { name: 'Les cookies chez KVC Westhoek' })).toBeHidden();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('club-consent'))) ?? '{}');
  expect(stored).toMatchObject({ choice: 'functional', version: '2026-01' });
  expect(Date.parse(stored.at)).not.toBeNaN();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Les cookies chez KVC Westhoek' })).toBeHidden();
  await page.locator('footer').getByRole('button', { name: 'Paramètres des cookies' }).click();
  const banner = page.getByRole('region', { name: 'Les cookies chez KVC Westhoek' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accepter' }).click();
  const updates = await page.evaluate(() =>
    (window as unknown as { dataLayer: Record<number, unknown>[] }).dataLayer.filter(
      (entry) => entry[0] === 'consent' && entry[1] === 'update',
    ),
  );
  expect((updates.at(-1) as Record<number, Record<string, string>>)[2].analytics_storage).toBe('granted');
});
