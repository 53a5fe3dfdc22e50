import { expect, test, type APIRequestContext } from '@playwright/test';
import { slugify } from '../../lib/shared/slugify';
import { seedNews } from '../../lib/demo/news';
import { cmsToken } from './support/cms';
import { publicPath } from './support/site';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * A page's description as search engines (`<meta name="description">`) and
 * social networks (`og:description`) read it.
 */
async function metaTags(request: APIRequestContext, path: string) {
  // A connection the server drops while it regenerates the page is "not yet", not a failure.
  const response = await request.get(path, { maxRedirects: 0 }).catch((error: Error) => error);
  if (response instanceof Error) return { description: `no answer: ${response.message}` };
  const html = await response.text();
  const content = (attribute: 'name' | 'property', key: string) =>
    html
      .match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]
      .replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity]);
  return {
    description: content('name', 'description'),
    ogDescription: content('property', 'og:description'),
  };
}

/**
 * "Going live" 3: an editor writes a news item's search description in one
 * language and publishes; search engines and social networks read it from the
 * public page within seconds, and the other languages keep their own.
 */
test('an editor’s search description reaches the public page of its language only', async ({ request }) => {
  const report = seedNews.find((item) => item.kind === 'gamereport' && item.searchDescription)!;
  const slug = { en: slugify(report.title.en), nl: slugify(report.title.nl) };
  const enPath = publicPath('en', '/news/gamereport/[slug]', slug.en);
  const nlPath = publicPath('nl', '/news/gamereport/[slug]', slug.nl);
  const { docs } = await (
    await request.get(`/api/news?where[slug][equals]=${slug.en}&locale=en&depth=0`)
  ).json();
  const item = docs[0] as { id: number; meta?: { description?: string | null } };
  const original = item.meta?.description ?? null;
  const newDescription = `Match report: Westhoek win late against Leiedal and stay in the top four (${Date.now()}).`;
  const headers = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };

  const [englishBefore, dutchBefore] = [await metaTags(request, enPath), await metaTags(request, nlPath)];
  expect(englishBefore.description).toBeTruthy();
  expect(englishBefore.description).not.toBe(newDescription);
  expect(dutchBefore.description).toBeTruthy();

  try {
    const patch = await request.patch(`/api/news/${item.id}?locale=en`, {
      headers,
      data: { meta: { description: newDescription }, _status: 'published' },
    });
    expect(patch.ok()).toBe(true);
    await expect
      .poll(() => metaTags(request, enPath), { timeout: 5_000, intervals: [250] })
      .toEqual({ description: newDescription, ogDescription: newDescription });
    expect(await metaTags(request, nlPath)).toEqual(dutchBefore);
  } finally {
    await request.patch(`/api/news/${item.id}?locale=en`, {
      headers,
      data: { meta: { description: original }, _status: 'published' },
    });
  }
  await expect.poll(() => metaTags(request, enPath), { timeout: 5_000 }).toEqual(englishBefore);
});
