import { expect, test, type Page } from '@playwright/test';

/**
 * Club names on match cards break between words only: no "KVC West / hoek".
 * Where the full name's words do not fit, the club's short name stands in.
 */
/** A card's club names: the full name, and the short one (an abbreviation titled with the full name). */
const clubNames = (page: Page) => page.locator('article abbr[title]').locator('..');

async function wordsSplitAcrossLines(page: Page): Promise<string[]> {
  return clubNames(page).evaluateAll((names) =>
    names.flatMap((name) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        if (!text.parentElement?.checkVisibility()) continue;
        const content = text.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(`${match[0]} (in "${content}")`);
        }
      }
      return split;
    }),
  );
}

for (const width of [1280, 1024, 768, 390, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of ['/en', '/en/games', '/nl/wedstrijden?timeframe=past']) {
      test(`${path}: no club name breaks inside a word, and nothing scrolls sideways`, async ({ page }) => {
        await page.goto(path);
        await expect(
          page
            .locator('article')
            .filter({ has: page.locator('abbr[title]') })
            .first(),
        ).toBeVisible();
        expect(await wordsSplitAcrossLines(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe('where space is short', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the short name stands beside the crest, with the full name as its title', async ({ page }) => {
    await page.goto('/en/games');
    const short = page.locator('article abbr[title]').first();
    await expect(short).toBeVisible();
    await expect(short).toHaveText(/^[A-Z]{3,4}$/);
    await expect(short).toHaveAttribute('title', /\w+ \w+/);
  });
});
