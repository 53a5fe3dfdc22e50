import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { everyDetailPage, everyScreen, everySearchResultPage } from './support/site';
import { serviceLinks } from './support/landmarks';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const desktop = { width: 1280, height: 900 };
const phone = { width: 390, height: 844 };
/** WCAG 1.4.10 Reflow: content fits 320 CSS pixels without scrolling sideways. */
const narrowest = { width: 320, height: 844 };

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The rules whose outcome depends on the words of a language: names, labels,
 * titles and the lang attribute. Colour, contrast, structure and target sizes
 * come from the same markup and styles in every language.
 */
const wordingRules = [
  'button-name',
  'link-name',
  'label',
  'image-alt',
  'input-button-name',
  'select-name',
  'document-title',
  'html-has-lang',
  'html-lang-valid',
  'valid-lang',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'aria-command-name',
  'aria-dialog-name',
  'frame-title',
  'svg-img-alt',
  'role-img-alt',
];

async function seriousViolations(page: Page, scope: 'all' | 'wording' = 'all') {
  // A dialog fading in would be judged on its half-transparent colours.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const axe = new AxeBuilder({ page });
  const results = await (scope === 'all' ? axe.withTags(tags) : axe.withRules(wordingRules)).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * One tab per worker for the sweep, as a visitor going from page to page: the browser keeps
 * the site's scripts (and their compiled code) between pages instead of fetching and
 * compiling them again for each test. Chromium's work was most of the sweep's time on 2 cores.
 */
const test = base.extend<{ page: Page }, { tab: Page }>({
  tab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, storageState } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, storageState });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ tab }, use) => use(tab),
});

/**
 * Every screen of SPEC §2, one page of each detail kind and the search's results, in all three
 * languages. The server renders the same HTML for every width (the layout is
 * CSS only), so one page load is checked at desktop width, then narrowed. In
 * English every rule runs at desktop and phone width; Dutch and French have the
 * same markup and styles, so there the rules that depend on wording run (names,
 * labels, titles, lang), and text length is checked where it bites: at 320 px,
 * in every language, nothing may overflow sideways (reflow). The full sweep in
 * three languages was half of the end-to-end time on a 2-core machine.
 */
test.describe('axe on every screen', () => {
  for (const { path, locale } of [...everyScreen(), ...everyDetailPage(), ...everySearchResultPage()]) {
    const english = locale === 'en';
    const what = english ? 'at desktop and phone width' : 'in its wording, and reflows at 320 px';
    test(`${path} has no serious or critical violation ${what}`, async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-transition-complete', 'true');
      expect(await seriousViolations(page, english ? 'all' : 'wording'), 'desktop').toEqual([]);

      await page.setViewportSize(phone);
      await expect(page.getByRole('button', { name: /menu/i }).first()).toBeVisible();
      if (english) expect(await seriousViolations(page), 'phone').toEqual([]);

      await page.setViewportSize(narrowest);
      expect(await sidewaysOverflow(page), 'pixels wider than a 320 px screen').toBe(0);
    });
  }
});

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
    await page.setViewportSize(desktop);
    await page.goto('/fr');
    await serviceLinks(page).getByRole('button', { name: 'Newsletter' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the phone drawer', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Matches' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Results' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the fan-club modal', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/nl/supportersclub');
    await page.getByRole('button', { name: /^De Gele Leeuwen/ }).click();
    await expect(page.getByRole('dialog', { name: 'De Gele Leeuwen' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
