import { expect, test } from '@playwright/test';
import { breadcrumbs, serviceLinks } from './support/landmarks';
import { messages } from './support/forms';

test('the loading bar shows during a slow navigation and goes away after', async ({ page }) => {
  // Hold the news page's data (prefetch included) for a second, as a slow network would.
  await page.route(/\/en\/news(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/en');
  await page.getByRole('region', { name: 'Latest news' }).getByRole('link', { name: 'All news' }).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  const style = await bar.evaluate((element) => getComputedStyle(element));
  expect(style.height).toBe('3px');
  expect(style.backgroundImage).toContain('linear-gradient');
  // No invented ARIA role on the decoration (nprogress's own template has role="bar").
  await expect(bar).not.toHaveAttribute('role');
  await expect(page).toHaveURL(/\/en\/news$/);
  await expect(page.locator('#nprogress')).toHaveCount(0, { timeout: 5_000 });
});

test('a link that opens a dialog is no navigation: no loading bar', async ({ page }) => {
  await page.goto('/en');
  await serviceLinks(page).getByRole('button', { name: 'Newsletter' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Past the throttle, a started bar would be showing (and trickling forever).
  await page.waitForTimeout(1_000);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
});

test('a fast navigation stays under the throttle and shows no bar', async ({ page }) => {
  await page.goto('/en/news');
  await breadcrumbs(page).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('the page transition is flagged complete after mount', async ({ page }) => {
  await page.goto('/en/contact');
  await expect(page.locator('html')).toHaveAttribute('data-transition-complete', 'true');
});

test.describe('footer', () => {
  test('shows the club contact, columns, apps, social links and the 2022 copyright', async ({ page }) => {
    await page.goto('/nl');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Stadionlaan 1')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+32 57 00 19 22' })).toHaveAttribute(
      'href',
      'tel:+3257001922',
    );
    await expect(footer.getByRole('link', { name: 'info@westhoek.example' })).toHaveAttribute(
      'href',
      'mailto:info@westhoek.example',
    );
    for (const column of ['Wedstrijden', 'Ploegen', 'Nieuws', 'Hulp']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Download in de App Store' })).toHaveAttribute(
      'href',
      /apps\.apple\.com/,
    );
    await expect(footer.getByRole('link', { name: 'Ontdek het op Google Play' })).toHaveAttribute(
      'href',
      /play\.google\.com/,
    );
    await expect(
      footer.getByRole('list', { name: messages.nl.Footer.followUs }).getByRole('link'),
    ).toHaveCount(5);
    await expect(footer.getByText('© 2022 KVC Westhoek.')).toBeVisible();
  });

  test('support links lead to the localized legal pages', async ({ page }) => {
    await page.goto('/fr');
    await page.locator('footer').getByRole('link', { name: 'Politique des cookies' }).click();
    await expect(page).toHaveURL(/\/fr\/politique-des-cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique des cookies');
    await expect(page.getByText(/Le stockage nécessaire est toujours utilisé/)).toBeVisible();
  });
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
