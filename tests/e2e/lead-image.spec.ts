import { expect, test } from '@playwright/test';
import { floorPages } from '../../scripts/bench/routes';
import { localizedPath } from '../../lib/domain/i18n/routes';

/**
 * The largest thing a phone shows on arrival, when it is a picture, is fetched first: a lazy
 * image waits for layout before its download starts (Lighthouse's "largest contentful paint
 * image was lazily loaded": the teams page's first portrait lost 1.2 s that way).
 */
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

for (const { name, path } of [
  ...floorPages,
  { name: 'youth teams', path: localizedPath('en', 'teams-youth') },
]) {
  test(`${name}: the largest picture on arrival is fetched first`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' });
    // Every picture on the first screen shown (a lazy one may still be coming after `load`).
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < window.innerHeight && image.checkVisibility())
        .every((image) => image.complete),
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    const lead = await page.evaluate(
      () =>
        new Promise<{ tag: string; lazy: boolean; first: boolean } | null>((resolve) => {
          new PerformanceObserver((list) => {
            const element = (
              list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined
            )?.element;
            if (!element) return resolve(null);
            // First: asked for with high priority, or preloaded from the head (the header's crest).
            const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')];
            const preloaded = preloads.some(
              (link) =>
                link.getAttribute('href') === element.getAttribute('src') ||
                (link.getAttribute('imagesrcset') ?? '') === (element.getAttribute('srcset') ?? '-'),
            );
            resolve({
              tag: element.tagName,
              lazy: element.getAttribute('loading') === 'lazy',
              first: element.getAttribute('fetchpriority') === 'high' || preloaded,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(lead, 'a largest contentful paint').not.toBeNull();
    if (lead!.tag !== 'IMG') return;
    expect(lead, path).toEqual({ tag: 'IMG', lazy: false, first: true });
  });
}
