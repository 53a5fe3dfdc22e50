import { expect, test } from '@playwright/test';
import { overBudget, readFloorFigures, staleFloor } from '../../scripts/bench/budgets';
import { firstLoadOf } from '../../scripts/bench/first-load-js';
import { floorPages } from '../../scripts/bench/routes';
import {
  COMPILE_HINT,
  firstLoadScripts,
  NEXT_IMAGE_COMPONENT,
  NEXT_INTL_CLIENT,
  REACT_HOOK_FORM,
  TANSTACK_QUERY,
} from './support/scripts';

/**
 * The lists render on the server, also after a filter change or "load more": their
 * first load holds neither TanStack Query (the forms' submissions use it, loaded on
 * interaction) nor next/image's client component.
 */
for (const path of ['/en/news', '/nl/wedstrijden']) {
  test(`${path}: no TanStack Query and no next/image component in the first load`, async ({ page }) => {
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(TANSTACK_QUERY))).toHaveLength(0);
    expect(scripts.filter((text) => text.includes(NEXT_IMAGE_COMPONENT))).toHaveLength(0);
    await expect(page.locator('#main img[srcset*="/_next/image?url="]').first()).toBeVisible();
  });
}

test('home renders its match cards on the server: no match-card code in its first load', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/en');
  const card = page.getByRole('region', { name: 'Next match' }).getByRole('article').first();
  await expect(card).toBeVisible();
  // MatchCard's code would carry its CSS module's class names, the card's own among them.
  const cardClass = (await card.getAttribute('class')) ?? '';
  expect(cardClass).not.toBe('');
  expect(scripts.filter((text) => text.includes(cardClass))).toHaveLength(0);
});

/** The forms render on the server, styled; their code comes with the visitor's first interaction. */
for (const path of [
  '/en/contact',
  '/en/we-westhoek/binkie',
  '/en/ticketing/refs-scouts',
  '/en/business/vip-experience',
  '/en/newsletter',
]) {
  test(`${path}: its form is there and styled, without react-hook-form or TanStack Query in the first load`, async ({
    page,
  }) => {
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(REACT_HOOK_FORM))).toHaveLength(0);
    expect(scripts.filter((text) => text.includes(TANSTACK_QUERY))).toHaveLength(0);
    const form = page.locator('#main form');
    await expect(form.locator('input, select').first()).toBeVisible();
    await expect(form).toHaveCSS('display', 'grid');
  });
}

/**
 * Browser code translates through `#translations` (components/i18n/translations.client.ts):
 * next-intl's client runtime reaches no page, not even through the shared chunk.
 */
for (const path of ['/en', '/nl/wedstrijden', '/fr/nouvelles', '/en/contact']) {
  test(`${path}: no next-intl client runtime in the first load`, async ({ page }) => {
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => text.includes(NEXT_INTL_CLIENT))).toHaveLength(0);
  });
}

test('home preloads its largest image, the first highlighted news picture, and besides it only the header crest', async ({
  request,
}) => {
  const html = await (await request.get('/en')).text();
  const preloads = html.match(/<link rel="preload"[^>]* as="image"[^>]*>/g) ?? [];
  const high = preloads.filter((link) => link.includes('fetchPriority="high"'));
  expect(high).toHaveLength(1);
  const first = html.match(/<img[^>]*fetchPriority="high"[^>]*>/g) ?? [];
  expect(first).toHaveLength(1);
  // The same file, in the same sizes: the preload is the image the page shows first.
  const file = /url=(%2Fapi%2Fmedia%2Ffile%2F[^&]+)/;
  expect(high[0]?.match(file)?.[1]).toBe(first[0]?.match(file)?.[1]);
  // React also preloads, at the browser's usual priority, the one other picture on every
  // first screen that is not lazy: the header's crest, as the header shows it.
  const headerCrest = html.match(/<header[^>]*>[\s\S]*?<img[^>]* srcSet="([^"]+)"/)?.[1];
  const others = preloads.filter((link) => !high.includes(link));
  expect(others.map((link) => link.match(/imageSrcSet="([^"]+)"/)?.[1])).toEqual([headerCrest]);
});

/**
 * The demo's pictures are at most 768 px wide: their srcset stops at the first width that
 * covers the file (components/ui/source-width.ts), where Next's lists every width up to
 * 3840 px, each a URL written twice in the document (HTML and RSC payload).
 */
for (const path of ['/en', '/en/news']) {
  test(`${path}: no image offers a width beyond its file`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const widths = [...html.matchAll(/\/_next\/image\?url=[^"\s,]*?w=(\d+)/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(0);
    expect(Math.max(...widths)).toBeLessThanOrEqual(828);
  });
}

/**
 * Every script a public page starts with carries Chrome's compile hint (lib/shared/build/compile-hints.mjs):
 * without it, compiling the framework's modules one by one was the longest task of a first view.
 */
for (const path of ['/en', '/nl/wedstrijden', '/fr/contact']) {
  test(`${path}: every first-load script asks to be compiled while it downloads`, async ({ page }) => {
    const scripts = await firstLoadScripts(page, path);
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((text) => !text.startsWith(COMPILE_HINT))).toHaveLength(0);
  });
}

/**
 * Budgets against the floor, a bare Next app of our versions (scripts/bench/budgets.ts): each
 * page's first-load JS above the floor's and its HTML, measured the way the bench measures them,
 * on this suite's production build, as a first visitor (no consent given yet). The floor's own
 * figure is the one `npm run bench` measured and committed.
 */
test.describe('first load against the floor', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the committed floor was measured on the installed next, react and react-dom', () => {
    expect(staleFloor(readFloorFigures())).toBeUndefined();
  });

  for (const { name, path } of floorPages) {
    test(`${name} (${path}): first-load JS above the floor's and HTML within their budgets`, async ({
      page,
      baseURL,
    }) => {
      const load = await firstLoadOf(page, `${baseURL}${path}`);
      expect(load.scripts).toBeGreaterThan(0);
      expect(overBudget(name, load, readFloorFigures())).toEqual([]);
    });
  }
});

/**
 * The header's search link leads to a page rendered for each request: prefetched, it was a
 * render of the search page (its whole payload, shell included) for every page any visitor
 * opened.
 */
test('a page does not prefetch the search it links to', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1' && new URL(request.url()).pathname === '/en/search') {
      searches.push(request.url());
    }
  });
  await page.goto('/en/contact', { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: 'Search' }).first().hover();
  await page.waitForTimeout(500);
  expect(searches).toEqual([]);
});

/**
 * Next prefetches a link as it comes into view: on a phone's CPU, the cookie banner's policy and
 * the logo's home page were fetched and parsed while the page was still starting, for pages the
 * visitor mostly never opens. Ours are prefetched when the visitor reaches for one.
 */
test('a page prefetches a link when the visitor reaches for it, not on sight', async ({ page }) => {
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['next-router-prefetch']) prefetches.push(new URL(request.url()).pathname);
  });
  await page.goto('/en/contact', { waitUntil: 'networkidle' });
  await page.mouse.wheel(0, 4_000);
  await page.waitForTimeout(500);
  expect(prefetches).toEqual([]);

  await page
    .locator('header')
    .getByRole('link', { name: /, home$/ })
    .hover();
  await expect.poll(() => prefetches).toContain('/en');
  const footerLink = page.locator('footer nav a[href^="/en/"]:not([href*="?"])').first();
  const footerPage = (await footerLink.getAttribute('href')) ?? '';
  expect(footerPage).not.toBe('');
  await footerLink.focus();
  await expect.poll(() => prefetches).toContain(footerPage);
});

/**
 * The shell (menus, footer, consent and error words) is the [lang] layout's: the document carries
 * its RSC payload once, for hydration, and Next's segment cache keeps the layout's segment (one
 * prefetch per visit), so a client navigation to a prefetched link fetches the new page's segment
 * only (the ranking: 21 KB). A click Next has not prefetched yet brings the route's whole
 * prerendered payload, shell included (37 KB): Next serves static routes that way.
 */
test('a client navigation brings the new page, not the shell again', async ({ page }) => {
  const payloads: { prefetch: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    const headers = response.request().headers();
    if (headers['rsc'] === '1') {
      // A prefetch still arriving when the test ends has no text to read: not a failure.
      const text = response.text().catch(() => '');
      payloads.push({ prefetch: headers['next-router-segment-prefetch'] ?? '', text });
    }
  });
  await page.goto('/en/contact', { waitUntil: 'networkidle' });
  const footerClass = (await page.locator('footer').first().getAttribute('class')) ?? '';
  expect(footerClass).not.toBe('');
  // A visitor opens the menu and points at a link: its page is prefetched meanwhile.
  const before = payloads.length;
  const prefetched = page.waitForResponse((response) =>
    (response.request().headers()['next-router-segment-prefetch'] ?? '').includes('ranking/__PAGE__'),
  );
  await page.getByRole('button', { name: 'Matches' }).first().click();
  const ranking = page.getByRole('link', { name: 'Ranking' }).first();
  await ranking.hover();
  await prefetched;
  await ranking.click();
  await expect(page).toHaveURL(/\/en\/games\/ranking$/);
  await expect(page.locator('#main table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The page's segment, prefetched once the menu opened or fetched now, and none of the
  // requests carry the shell.
  const texts = await Promise.all(payloads.map((payload) => payload.text));
  expect(texts.length).toBeGreaterThan(before);
  const shell = payloads.filter((payload) => payload.prefetch.endsWith('$lang'));
  expect(shell.length).toBeLessThanOrEqual(1);
  texts.forEach((text, index) => {
    if (payloads[index].prefetch.endsWith('$lang')) return;
    expect(text).not.toContain(footerClass);
    expect(text).not.toContain('"mainNavigation"');
  });
});
