import { expect, test } from '@playwright/test';
import { firstLoadScripts, NEXT_IMAGE_COMPONENT, TANSTACK_QUERY } from './support/scripts';

/**
 * The lists render on the server: their first load holds neither TanStack Query
 * (it comes with "load more" or a filter change) nor next/image's client component.
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
  await expect(page.locator('.home__games .match-card').first()).toBeVisible();
  expect(scripts.filter((text) => text.includes('match-card'))).toHaveLength(0);
});
