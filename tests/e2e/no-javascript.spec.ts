import { expect, test } from '@playwright/test';
import { localizedPath } from '../../lib/domain/i18n/routes';
import { screenNames, type ScreenName } from '../../lib/domain/screens/registry';
import { languageToggle, mainMenu, menuButton, serviceLinks } from './support/landmarks';

/**
 * Without JavaScript the site must still be one navigable whole: every menu,
 * sub-menu and language link is in the server's HTML, dropdowns open on hover
 * and focus, and the phone drawer opens from its menu button.
 */
test.use({ javaScriptEnabled: false });

/** Screens no menu or page links to: the 404 page is only shown, never linked. */
const unlinked: ScreenName[] = ['not-found', 'under-construction'];

test('from /en, following links only, every screen of the route table is reached', async ({ request }) => {
  test.setTimeout(180_000);
  const wanted = screenNames
    .filter((name) => !unlinked.includes(name))
    .map((name) => localizedPath('en', name));
  const seen = new Set<string>(['/en']);
  const queue = ['/en'];
  while (queue.length > 0 && seen.size < 400) {
    const path = queue.shift()!;
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue;
    const html = await response.text();
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"#?]+)[^"]*"/g)) {
      // English pages only, and one detail page per list is enough to show the way.
      if (!/^\/en(\/|$)/.test(href) || /\/(article|gamereport|gamegallery|esports-article)\//.test(href))
        continue;
      if (!seen.has(href)) {
        seen.add(href);
        queue.push(href);
      }
    }
  }
  expect(wanted.filter((path) => !seen.has(path))).toEqual([]);
});

test('the server HTML of /en holds the links of every header menu', async ({ request }) => {
  const html = await (await request.get('/en')).text();
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  for (const name of [
    'games-ranking',
    'open-trainings',
    'teams-esports',
    'teams-referee-academy',
    'ticketing-subscriptions',
    'ticketing-tickets',
    'ticketing-refs-scouts',
    'business-vip-experience',
    'business-sponsors',
    'business-partners',
    'about-volunteers',
    'about-binkie',
    'fanclub',
    'sttv',
  ] as ScreenName[]) {
    expect(header, name).toContain(`href="${localizedPath('en', name)}"`);
  }
  for (const href of ['/nl"', '/fr"']) expect(header).toContain(`href="${href}`);
});

test('a dropdown opens on hover and its link leads to the screen', async ({ page }) => {
  await page.goto('/en');
  const menu = mainMenu(page)
    .locator(':scope > ul > li')
    .filter({
      has: page.locator(`a[href="${localizedPath('en', 'ticketing-subscriptions')}"]`),
    });
  const link = menu.locator(`a[href="${localizedPath('en', 'ticketing-subscriptions')}"]`);
  await expect(link).toBeHidden();
  await menu.getByRole('button').first().hover();
  await link.click();
  await expect(page).toHaveURL(/\/en\/ticketing\/subscriptions$/);
});

test('the language control leads to the same page in Dutch and French', async ({ page }) => {
  for (const [locale, path] of [
    ['nl', '/nl/wedstrijden/ranking'],
    ['fr', '/fr/jeux/classement'],
  ]) {
    await page.goto('/en/games/ranking');
    await languageToggle(page).hover();
    await serviceLinks(page).locator(`a[lang="${locale}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu button opens the drawer with every section, whose links work', async ({ page }) => {
    await page.goto('/en');
    const drawer = page.locator('#mobile-drawer');
    await expect(drawer).toBeHidden();
    await menuButton(page).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('a[lang="fr"]')).toBeVisible();
    await drawer.locator(`a[href="${localizedPath('en', 'business-partners')}"]`).click();
    await expect(page).toHaveURL(/\/en\/business\/partners$/);
  });
});
