import { get } from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { slugify } from '../../lib/shared/slugify';
import { seedNews } from '../../lib/demo/news';
import { recordScripts, TANSTACK_QUERY } from './support/scripts';
import { locales, publicPath } from './support/site';
import { structuredDataTypes } from './support/structured-data';
import { breadcrumbs, languageToggle } from './support/landmarks';
import { messages } from './support/forms';

const kinds = [
  { kind: 'article', internal: '/news/article/[slug]' },
  { kind: 'gamereport', internal: '/news/gamereport/[slug]' },
  { kind: 'gamegallery', internal: '/news/gamegallery/[slug]' },
  { kind: 'esports-article', internal: '/news/esports-article/[slug]' },
] as const;

for (const locale of locales) {
  test(`${locale}: from the news list to an item of every kind`, async ({ page }) => {
    for (const { internal } of kinds) {
      // Page 4 shows every seeded item at once (the list without JavaScript works the same).
      await page.goto(`${publicPath(locale, '/news')}?page=4`);
      const prefix = publicPath(locale, internal, '');
      const link = page.locator(`#news-results a[href^="${prefix}"]`).first();
      const title = (await link.textContent())!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(breadcrumbs(page)).toContainText(title);
      await expect.poll(() => structuredDataTypes(page)).toContain('NewsArticle');
    }
  });
}

test('the language switch on a detail page opens the same item in the other language', async ({ page }) => {
  const report = seedNews.find((item) => item.kind === 'gamereport')!;
  await page.goto(publicPath('en', '/news/gamereport/[slug]', slugify(report.title.en)));
  await languageToggle(page).hover();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(
    new RegExp(`${publicPath('fr', '/news/gamereport/[slug]', slugify(report.title.fr))}$`),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(report.title.fr);
});

test('a gallery opens its photos in a lightbox: keys, caption, Escape', async ({ page }) => {
  const gallery = seedNews.find((item) => item.kind === 'gamegallery')!;
  await page.goto(publicPath('nl', '/news/gamegallery/[slug]', slugify(gallery.title.nl)));
  const thumbs = page.getByRole('button', { name: /^Open foto/ });
  await expect(thumbs).toHaveCount(12);
  await thumbs.nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Fotoviewer' });
  await expect(dialog).toContainText('Foto 2 van 12');
  await expect(dialog.locator('img')).toHaveJSProperty('complete', true);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('Foto 3 van 12 · Moment 3 van de avond');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(thumbs.nth(1)).toBeFocused();
});

test.describe('the news list with JavaScript', () => {
  test('filters by type and loads more, keeping the URL in step', async ({ page }) => {
    await page.goto('/en/news');
    await page
      .getByRole('navigation', { name: messages.en.NewsList.filters, exact: true })
      .getByRole('link', { name: 'Match reports' })
      .click();
    await expect(page).toHaveURL(/\/en\/news\?types=newsgamereportpage$/);
    const cards = page.locator('#news-results article');
    await expect(cards).toHaveCount(12);
    await expect(cards.getByText('Match report', { exact: true })).toHaveCount(12);

    await page.goto('/en/news');
    await expect(cards).toHaveCount(12);
    await page.getByRole('link', { name: 'Load more news' }).click();
    await expect(cards).toHaveCount(24);
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);
    await expect(page.getByText('24 of 42 news items')).toBeVisible();
  });

  test('"load more" works by keyboard too, keeps the focus and brings no list code', async ({ page }) => {
    const scripts = recordScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/en/news');
    const cards = page.locator('#news-results article');
    await expect(cards).toHaveCount(12);
    await page.waitForLoadState('networkidle');

    const more = page.getByRole('link', { name: 'Load more news' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(24);
    await expect(more).toBeFocused();
    await expect(page.getByText('24 of 42 news items')).toBeVisible();
    // The server renders the next page's cards too, with optimized images.
    await expect(cards.nth(12).locator('img')).toHaveAttribute('srcset', /\/_next\/image\?url=.+ 384w/);

    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(36);
    await expect(page).toHaveURL(/\/en\/news\?page=3$/);
    await expect(page.getByText('36 of 42 news items')).toBeVisible();
    await expect(more).toBeFocused();
    // No list data from an API: the server's render brings the list. Pictures are files (the
    // club's crest on each card is an uploaded one in the demo).
    const listData = asked.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/media/file/'));
    expect(listData).toEqual([]);
    expect(await scripts.containing(TANSTACK_QUERY)).toEqual([]);
  });

  test('the next page is busy while it loads, the cards on screen stay, and Back leaves the list', async ({
    page,
  }) => {
    // The router's request for the server's list with one page more (React Server Components), held.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/en/news' && url.search.includes('page=2'),
      async (route) => {
        if (route.request().headers()['rsc']) await held;
        return route.fallback();
      },
    );
    await page.goto('/en');
    await page.goto('/en/news');
    const results = page.locator('#news-results');
    const cards = results.getByRole('article');
    await expect(cards).toHaveCount(12);

    await page.getByRole('link', { name: 'Load more news' }).click();
    await expect(results.getByRole('link', { name: 'Loading…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(results.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(cards).toHaveCount(12);
    release();
    await expect(cards).toHaveCount(24);
    await expect(results.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText('24 of 42 news items')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/news\?page=2$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('shows hot news beside the list', async ({ page }) => {
    await page.goto('/nl/nieuws');
    await expect(page.getByRole('complementary', { name: 'Hot news' }).getByRole('link')).not.toHaveCount(0);
  });
});

test.describe('the news list without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters by type and pages with plain links', async ({ page }) => {
    await page.goto('/fr/nouvelles');
    await page
      .getByRole('navigation', { name: messages.fr.NewsList.filters, exact: true })
      .getByRole('link', { name: 'Albums photos' })
      .click();
    await expect(page).toHaveURL(/\/fr\/nouvelles\?types=newsgallerypage$/);
    const cards = page.locator('#news-results article');
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('link', { name: "Charger plus d'actualités" })).toHaveCount(0);

    await page.goto('/fr/nouvelles');
    await page.getByRole('link', { name: "Charger plus d'actualités" }).click();
    await expect(page).toHaveURL(/\/fr\/nouvelles\?page=2#news-results$/);
    await expect(cards).toHaveCount(24);
  });

  test('an unknown type is ignored and an empty filter says so', async ({ request }) => {
    const response = await request.get('/en/news?types=nonsense');
    expect(response.status()).toBe(200);
  });
});

for (const locale of locales) {
  test(`${locale}: the RSS feed is valid XML with the language's news`, async ({ page, request }) => {
    const response = await request.get(`/${locale}/rss.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/en/404');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        items: doc.querySelectorAll('channel > item').length,
        links: [...doc.querySelectorAll('channel > item > link')].map((link) => link.textContent),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.items).toBe(30);
    expect(feed.links.every((link) => link?.includes(`/${locale}/`))).toBe(true);
  });
}

test('an article is shared with its picture; one without is shared with a card drawn from its title', async ({
  page,
  request,
}) => {
  const article = seedNews.find((item) => item.kind === 'article')!;
  const slug = slugify(article.title.nl);
  await page.goto(publicPath('nl', '/news/article/[slug]', slug));
  const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  const picture = await request.get(new URL(image!).pathname);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');

  const { docs } = await (
    await request.get(`/api/news?where[slug][equals]=${slug}&locale=nl&depth=0`)
  ).json();
  const card = await request.get(`/api/public/news/${docs[0].id}/og?lang=nl`);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});

async function loginAsAdmin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email: 'admin@westhoek.example', password: 'westhoek-admin-demo' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

test('a renamed item redirects from its old slug; an unpublished one is gone', async ({ request }) => {
  const token = await loginAsAdmin(request);
  const headers = { Authorization: `JWT ${token}` };
  const oldSlug = 'academy-tournament-number-6-draws-400-young-players';
  const oldPath = publicPath('en', '/news/article/[slug]', oldSlug);
  const { docs } = await (
    await request.get(`/api/news?where[slug][equals]=${oldSlug}&locale=en&depth=0`)
  ).json();
  const id = docs[0].id;
  expect((await request.get(oldPath)).status()).toBe(200);

  const newSlug = `academy-tournament-${Date.now()}`;
  try {
    expect(
      (await request.patch(`/api/news/${id}?locale=en`, { headers, data: { slug: newSlug } })).ok(),
    ).toBe(true);
    await expect
      .poll(async () => {
        const response = await request.get(oldPath, { maxRedirects: 0 });
        return [response.status(), response.headers().location];
      })
      .toEqual([308, publicPath('en', '/news/article/[slug]', newSlug)]);
    const newPath = publicPath('en', '/news/article/[slug]', newSlug);
    expect((await request.get(newPath)).status()).toBe(200);

    expect(
      (await request.patch(`/api/news/${id}?locale=en`, { headers, data: { _status: 'draft' } })).ok(),
    ).toBe(true);
    await expect.poll(async () => (await request.get(newPath)).status()).toBe(404);
    expect((await request.get(oldPath, { maxRedirects: 0 })).status()).toBe(404);
  } finally {
    await request.patch(`/api/news/${id}?locale=en`, {
      headers,
      data: { slug: oldSlug, _status: 'published' },
    });
  }
  await expect.poll(async () => (await request.get(oldPath)).status()).toBe(200);
});

/** The Location headers of a GET as the server sent them: fetch and Playwright join repeated ones. */
function locationHeaders(path: string): Promise<{ status: number; locations: string[] }> {
  return new Promise((resolve, reject) => {
    get(`http://127.0.0.1:${process.env.E2E_PORT ?? 3100}${path}`, (response) => {
      response.resume();
      const raw = response.rawHeaders;
      const locations = raw.flatMap((name, index) =>
        index % 2 === 0 && name.toLowerCase() === 'location' ? [raw[index + 1]] : [],
      );
      resolve({ status: response.statusCode ?? 0, locations });
    }).on('error', reject);
  });
}

test("an article under another language's slug redirects to its own with one Location", async () => {
  // Every match report from each other language's slug: the first request of each renders
  // the redirect, which is when Next wrote the header twice.
  for (const item of seedNews.filter((news) => news.kind === 'gamereport')) {
    for (const locale of locales) {
      for (const other of locales.filter((each) => each !== locale)) {
        const from = publicPath(locale, '/news/gamereport/[slug]', slugify(item.title[other]));
        const to = publicPath(locale, '/news/gamereport/[slug]', slugify(item.title[locale]));
        if (from === to) continue;
        const { status, locations } = await locationHeaders(from);
        expect(status, from).toBe(308);
        expect(locations, from).toEqual([to]);
      }
    }
  }
});
