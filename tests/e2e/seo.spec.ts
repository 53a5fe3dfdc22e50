import { expect, test } from '@playwright/test';

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

test('robots.txt names the sitemap index, which lists one sitemap per language', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /admin');
  const index = await (await request.get('/sitemap.xml')).text();
  expect(locs(index)).toEqual(['/en/sitemap.xml', '/nl/sitemap.xml', '/fr/sitemap.xml']);
});

test('each language sitemap lists its pages and items with hreflang alternates, all answering 200', async ({
  request,
}) => {
  for (const locale of ['en', 'nl', 'fr']) {
    const response = await request.get(`/${locale}/sitemap.xml`);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    expect(xml.startsWith('<?xml')).toBe(true);
    const paths = locs(xml);
    expect(paths.every((path) => path === `/${locale}` || path.startsWith(`/${locale}/`))).toBe(true);
    expect(paths.length).toBeGreaterThan(40);
    expect(xml.match(/hreflang="x-default"/g)?.length).toBe(paths.length);
    expect(paths).not.toContain(`/${locale}/404`);
    for (const path of paths.filter((_, index) => index % 7 === 0)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  }
  const nl = await (await request.get('/nl/sitemap.xml')).text();
  expect(nl).toContain('/nl/nieuws/artikel/abonnementen-voor-het-nieuwe-seizoen-te-koop');
  expect(nl).toMatch(
    /hreflang="fr-FR" href="[^"]*\/fr\/nouvelles\/article\/les-abonnements-pour-la-nouvelle-saison-sont-en-vente"/,
  );
});

test('pages carry Open Graph and Twitter data', async ({ request }) => {
  const html = await (await request.get('/fr/equipes/esports')).text();
  expect(html).toMatch(/<meta property="og:title" content="Esports"/);
  expect(html).toMatch(/<meta property="og:locale" content="fr_FR"/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
});

test("the club's structured data is on its home page in each language, and only there", async ({
  request,
}) => {
  for (const home of ['/en', '/nl', '/fr']) {
    const html = await (await request.get(home)).text();
    expect(html).toContain('"@type":"SportsTeam","name":"KVC Westhoek"');
  }
  // An inner page would carry it twice (HTML and RSC payload) for nothing.
  const inner = await (await request.get('/fr/contact')).text();
  expect(inner).not.toContain('"name":"KVC Westhoek","sport"');
});

test.describe('redirects', () => {
  test('the server answers a redirected path with a real redirect status', async ({ request }) => {
    const moved = await request.get('/tickets', { maxRedirects: 0 });
    expect(moved.headers().location).toBe('/en/tickets');
    const permanent = await request.get('/en/tickets', { maxRedirects: 0 });
    expect(permanent.status()).toBe(308);
    expect(permanent.headers().location.split(', ')[0]).toBe('/en/ticketing/tickets');
    const temporary = await request.get('/nl/kalender', { maxRedirects: 0 });
    expect(temporary.status()).toBe(307);
    const external = await request.get('/fr/boutique', { maxRedirects: 0 });
    expect(external.headers().location.split(', ')[0]).toBe('https://shop.westhoek.example');
    const renamed = await request.get('/en/news/article/season-tickets-on-sale', { maxRedirects: 0 });
    expect(renamed.status()).toBe(308);
    expect(renamed.headers().location.split(', ')[0]).toBe(
      '/en/news/article/season-tickets-for-the-new-season-on-sale',
    );
  });

  test('POST /api/redirect answers the lookup of SPEC §7 and refuses bad bodies', async ({ request }) => {
    const hit = await request.post('/api/redirect', { data: { url: '/nl/kalender' } });
    expect(await hit.json()).toEqual({
      hasRedirect: true,
      to: '/nl/wedstrijden',
      statusCode: 302,
      external: false,
    });
    const external = await request.post('/api/redirect', { data: { url: '/fr/boutique/' } });
    expect(await external.json()).toMatchObject({ hasRedirect: true, external: true, statusCode: 307 });
    const miss = await request.post('/api/redirect', { data: { url: '/en/nothing-here' } });
    expect(await miss.json()).toEqual({ hasRedirect: false, to: null, statusCode: null, external: false });
    expect((await request.post('/api/redirect', { data: { url: 42 } })).status()).toBe(400);
    expect(
      (
        await request.post('/api/redirect', { data: 'nope', headers: { 'content-type': 'text/plain' } })
      ).status(),
    ).toBe(415);
  });

  test('a browser following a redirected address lands on its target', async ({ page }) => {
    await page.goto('/nl/kalender');
    await expect(page).toHaveURL(/\/nl\/wedstrijden$/);
  });
});

test.describe('build freshness', () => {
  test('the server tells its build; the page reloads once when a newer one appears, not in a loop', async ({
    page,
  }) => {
    const latest = await (await page.request.get(`/builds/latest.json?${Date.now()}`)).json();
    expect(latest.id).toBeTruthy();
    expect((await page.request.get(`/builds/meta/${latest.id}.json`)).status()).toBe(200);

    let loads = 0;
    page.on('load', () => loads++);
    // A newer build is simulated by the answer the page receives.
    await page.route(/\/builds\/latest\.json/, (route) => route.fulfill({ json: { id: 'newer-build' } }));
    await page.goto('/en/faq');
    await expect.poll(() => loads, { timeout: 5_000 }).toBe(2);
    await page.waitForTimeout(2_500);
    expect(loads).toBe(2);
  });
});

test("each language's home and news list name that language's news feed in the head", async ({ request }) => {
  const pages = [
    ['en', '/en'],
    ['nl', '/nl'],
    ['fr', '/fr'],
    ['en', '/en/news'],
    ['nl', '/nl/nieuws'],
    ['fr', '/fr/nouvelles'],
    ['nl', '/nl/nieuws?page=2'],
  ] as const;
  for (const [locale, path] of pages) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const feeds = head.match(/<link[^>]*type="application\/rss\+xml"[^>]*>/g) ?? [];
    expect(feeds, path).toHaveLength(1);
    const link = feeds[0]!;
    expect(link, path).toContain('rel="alternate"');
    expect(link, path).toMatch(/title="[^"]+"/);
    const href = new URL(/href="([^"]+)"/.exec(link)![1]!);
    expect(href.pathname, path).toBe(`/${locale}/rss.xml`);
    const feed = await request.get(href.pathname);
    expect(feed.headers()['content-type'], path).toContain('application/rss+xml');
  }
});
