import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser';

/** Budget per route: compressed bytes of the scripts a first visit downloads. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

export type FirstLoad = {
  path: string;
  scripts: number;
  scriptBytes: number;
  laterBytes: number;
  htmlBytes: number;
};

/**
 * Loads each route once in a fresh browser context (empty cache, no cookies, the
 * cookie banner unanswered, as a first visitor) and waits for the network to go
 * idle. First-load JS is the bytes on the wire (gzip, as `next start` sends them)
 * of the script responses the HTML names: what the route needs to become
 * interactive. Scripts fetched afterwards (prefetches of linked routes, code
 * loaded on demand) are counted apart as `laterBytes`, and so is the HTML
 * document itself, which carries the inline RSC payload and the client messages.
 */
export async function measureFirstLoad(origin: string, paths: string[]): Promise<FirstLoad[]> {
  const browser = await launchChromium();
  try {
    const results: FirstLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      // Keyed by URL: Playwright can report one download twice (a preload and the
      // script tag that uses it), and the browser fetches it once.
      const sizes = new Map<string, Promise<{ url: string; bytes: number }>>();
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script' && !sizes.has(request.url())) {
          sizes.set(
            request.url(),
            request.sizes().then((size) => ({ url: request.url(), bytes: size.responseBodySize })),
          );
        }
      });
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
      const html = await response.text();
      const scripts = await Promise.all(sizes.values());
      const named = scripts.filter((entry) => html.includes(new URL(entry.url).pathname));
      const sum = (entries: { bytes: number }[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
      results.push({
        path,
        scripts: named.length,
        scriptBytes: sum(named),
        laterBytes: sum(scripts) - sum(named),
        // Chromium reports no body size for a navigation served from Next's cache: gzip it here.
        htmlBytes: gzipSync(html).length,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
