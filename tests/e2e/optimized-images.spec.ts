import { expect, test } from '@playwright/test';
import { floorPages } from '../../scripts/bench/routes';

/**
 * Every raster picture a page shows comes through Next's image optimizer, at the size it is
 * shown: an upload is whatever the club's staff chose (a crest can be a print-sized PNG), and
 * sent as it is it would cost every visitor its full weight. The header's crest was the one
 * picture on every page that did not (the demo's 8.4 KB PNG on each first visit). SVG is
 * served as it is (Next does not rasterize it).
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

for (const { name, path } of floorPages) {
  test(`${name}: no picture is the uploaded file as it is`, async ({ page }) => {
    const raw: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        request.resourceType() === 'image' &&
        url.pathname.startsWith('/api/media/file/') &&
        !url.pathname.endsWith('.svg')
      ) {
        raw.push(url.pathname);
      }
    });
    await page.goto(path, { waitUntil: 'load' });
    // Down to the footer, so its lazy pictures are asked for too.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(raw, path).toEqual([]);
    // The footer's crest was among them: it is shown, optimized.
    const footerCrest = page.locator('footer img[src*="/_next/image"]').first();
    await expect(footerCrest).toBeVisible();
  });
}
