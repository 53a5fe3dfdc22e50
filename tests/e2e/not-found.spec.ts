import { expect, test, type Page } from '@playwright/test';

/** The 404 screen is a region named by its heading; its way back is a list of links. */
const notFound = (page: Page, title: string) => page.getByRole('region', { name: title });
const notFoundLinks = (page: Page, title: string) =>
  notFound(page, title).getByRole('list').getByRole('link');

const expected = {
  en: {
    path: '/en/no-such-page',
    title: "It's out!",
    help: 'This page may not exist. Looking for something else?',
    links: ['Matches', 'News', 'Teams'],
    hrefs: ['/en/games', '/en/news', '/en/teams'],
  },
  nl: {
    path: '/nl/bestaat-niet',
    title: 'Die bal is uit!',
    help: 'Deze pagina bestaat misschien niet. Op zoek naar iets anders?',
    links: ['Wedstrijden', 'Nieuws', 'Ploegen'],
    hrefs: ['/nl/wedstrijden', '/nl/nieuws', '/nl/teams'],
  },
  fr: {
    path: '/fr/introuvable',
    title: 'Ballon sorti !',
    help: "Cette page n'existe peut-être pas. Vous cherchez autre chose ?",
    links: ['Matchs', 'Actualités', 'Équipes'],
    hrefs: ['/fr/jeux', '/fr/nouvelles', '/fr/equipes'],
  },
};

for (const [locale, page404] of Object.entries(expected)) {
  test(`an unknown path answers 404 with the ${locale} not-found page`, async ({ page }) => {
    const response = await page.goto(page404.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page404.title);
    await expect(page.getByText(page404.help)).toBeVisible();
    await expect(page.getByText(page404.path)).toBeVisible();
    const links = notFoundLinks(page, page404.title);
    await expect(links).toHaveText(page404.links);
    for (const [index, href] of page404.hrefs.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
  });
}

test('/{lang}/404 shows the same page', async ({ page }) => {
  await page.goto('/fr/404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ballon sorti !');
  await expect(page).toHaveTitle(/Page introuvable/);
});

test('following a 404 link lands on the screen', async ({ page }) => {
  await page.goto('/nl/bestaat-niet');
  await notFoundLinks(page, expected.nl.title).filter({ hasText: 'Nieuws' }).click();
  await expect(page).toHaveURL(/\/nl\/nieuws$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuws');
});

// The server's HTML alone must carry the whole 404 page: crawlers and visitors
// without JavaScript never see what the browser would draw later.
const detailPaths = {
  en: [
    '/en/news/article/no-such-article',
    '/en/news/gamegallery/no-such-album',
    '/en/history/no-such-chapter',
  ],
  nl: ['/nl/nieuws/wedstrijdverslag/bestaat-niet', '/nl/nieuws/esports-artikel/bestaat-niet'],
  fr: ['/fr/nouvelles/rapport-de-match/introuvable', '/fr/histoire/introuvable', '/fr/a/b/c'],
};
const languageTags = { en: 'en-US', nl: 'nl-BE', fr: 'fr-FR' };

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, page404] of Object.entries(expected)) {
    for (const path of [page404.path, ...detailPaths[locale as keyof typeof detailPaths]]) {
      test(`${path} is a complete ${locale} 404 page in the server's HTML`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute(
          'lang',
          languageTags[locale as keyof typeof languageTags],
        );
        await expect(page).toHaveTitle(/Page Not Found|Pagina niet gevonden|Page introuvable/);
        await expect(page.locator('header nav').first()).toBeVisible();
        await expect(page.locator('footer')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(page404.title);
        await expect(page.getByText(page404.help)).toBeVisible();
        await expect(notFound(page, page404.title).locator('p', { hasText: path })).toBeVisible();
        const links = notFoundLinks(page, page404.title);
        await expect(links).toHaveText(page404.links);
        for (const [index, href] of page404.hrefs.entries()) {
          await expect(links.nth(index)).toHaveAttribute('href', href);
          expect((await page.request.get(href)).status()).toBe(200);
        }
      });
    }
  }
});

test('an unknown detail slug answers 404 with the not-found page once scripts ran', async ({ page }) => {
  const response = await page.goto('/en/news/article/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("It's out!");
  await expect(page.getByText('/en/news/article/no-such-article')).toBeVisible();
});
