import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Every kind of public page names itself (canonical) and its versions in the
 * three languages plus x-default, in the server's HTML, and each version names
 * the same set back: search engines drop hreflang pairs that do not point back.
 */
const tags = ['en-US', 'nl-BE', 'fr-FR', 'x-default'];

type Head = { canonical: string | null; alternates: Record<string, string> };

async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const attribute = (tag: string, name: string) =>
    new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1] ?? null;
  const links = html.match(/<link [^>]*>/g) ?? [];
  const pathOf = (href: string | null) => (href ? new URL(href, 'http://site').pathname : null);
  const canonical = links.find((link) => /rel="canonical"/.test(link));
  const alternates: Record<string, string> = {};
  for (const link of links.filter((candidate) => /rel="alternate"/.test(candidate))) {
    const lang = attribute(link, 'hrefLang');
    if (lang) alternates[lang] = pathOf(attribute(link, 'href'))!;
  }
  return { canonical: canonical ? pathOf(attribute(canonical, 'href')) : null, alternates };
}

/** One published item of each detail kind, from the English sitemap. */
async function detailPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/en/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [
    '/en/news/article/',
    '/en/news/gamereport/',
    '/en/news/gamegallery/',
    '/en/news/esports-article/',
    '/en/history/',
  ].map((prefix) => {
    const path = locs.find((loc) => loc.startsWith(prefix) && loc.length > prefix.length);
    expect(path, `a published page under ${prefix}`).toBeTruthy();
    return path!;
  });
}

const pageTypes = [
  '/en',
  '/en/news',
  '/en/games',
  '/en/games/ranking',
  '/en/teams',
  '/en/faq',
  '/en/privacy-policy',
  '/en/contact',
  '/en/business/vip-experience',
  '/en/history',
];

test('every page type names its three language versions and x-default, and each names it back', async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const start of [...pageTypes, ...(await detailPages(request))]) {
    const head = await headOf(request, start);
    expect(head.canonical, `${start}: canonical`).toBe(start);
    expect(Object.keys(head.alternates).sort(), `${start}: hreflang set`).toEqual([...tags].sort());
    expect(head.alternates['en-US'], `${start}: en-US is itself`).toBe(start);
    expect(head.alternates['x-default'], `${start}: x-default`).toBe(head.alternates['en-US']);
    for (const tag of ['nl-BE', 'fr-FR']) {
      const twin = head.alternates[tag];
      const twinHead = await headOf(request, twin);
      expect(twinHead.canonical, `${twin}: canonical is itself`).toBe(twin);
      expect(twinHead.alternates, `${twin} points back to ${start}`).toEqual(head.alternates);
    }
  }
});
