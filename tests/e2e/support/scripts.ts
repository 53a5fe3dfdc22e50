import type { Page } from '@playwright/test';

/** A property name of TanStack Query's cache entries: minifiers keep it, so it marks its code. */
export const TANSTACK_QUERY = 'queryHash';
/** An attribute only next/image's client `<Image>` component writes (`getImageProps` does not). */
export const NEXT_IMAGE_COMPONENT = 'data-nimg';
/** The display name react-hook-form gives its context: minifiers keep the string, so it marks its code. */
export const REACT_HOOK_FORM = 'HookFormControlContext';

/** Chrome's explicit compile hint, the first line of the scripts a page starts with. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** An error code of next-intl's client runtime (use-intl): minifiers keep the string. */
export const NEXT_INTL_CLIENT = 'ENVIRONMENT_FALLBACK';

/**
 * The scripts a page downloads, in order, with their text: what came with the
 * page can be told from what an interaction brought later.
 */
export function recordScripts(page: Page) {
  const scripts: { url: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), text: unlessTestEnded(response.text()) });
    }
  });
  return {
    /** How many have been downloaded so far: a mark to compare later downloads against. */
    count: () => scripts.length,
    /** The URLs of those (from the `from`th on) whose text contains `marker`. */
    async containing(marker: string, { from = 0 } = {}): Promise<string[]> {
      const recorded = scripts.slice(from);
      const texts = await Promise.all(recorded.map((script) => script.text));
      return recorded.filter((_, index) => texts[index].includes(marker)).map((script) => script.url);
    },
  };
}

/**
 * A script's text, read as it arrives: one still arriving when the test ends is rejected
 * ("Test ended"), which failed a test that had passed (an unhandled rejection) unless the
 * test asked for that text. Asked for, it is still the rejection.
 */
function unlessTestEnded(text: Promise<string>): Promise<string> {
  text.catch(() => undefined);
  return text;
}

/** The text of the scripts the page's HTML names: its first-load JavaScript. */
export async function firstLoadScripts(page: Page, path: string): Promise<string[]> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && !scripts.has(response.url())) {
      scripts.set(response.url(), unlessTestEnded(response.text()));
    }
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  const named = [...scripts].filter(([url]) => html.includes(new URL(url).pathname));
  return Promise.all(named.map(([, text]) => text));
}
