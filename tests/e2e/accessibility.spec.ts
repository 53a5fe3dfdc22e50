import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { everyDetailPage, everyScreen } from './support/site';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Every screen in three languages at desktop width; at phone width one language
 * is enough: the layout does not depend on the language, and a full second
 * sweep would double the suite's time on a 2-core machine.
 */
const viewports = [
  { name: 'desktop', size: { width: 1280, height: 900 }, locales: ['en', 'nl', 'fr'] },
  { name: 'phone', size: { width: 390, height: 844 }, locales: ['en'] },
];

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport: viewport.size });

    for (const { path } of [...everyScreen(), ...everyDetailPage()].filter(({ locale }) =>
      viewport.locales.includes(locale),
    )) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-transition-complete', 'true');
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe('axe with overlays open', () => {
  test('the cookie banner', async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto('/nl');
    await expect(page.getByRole('region', { name: /Cookies/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  test('the newsletter modal', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fr');
    await page.locator('.top-bar').getByRole('button', { name: 'Newsletter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the phone drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Matches' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
