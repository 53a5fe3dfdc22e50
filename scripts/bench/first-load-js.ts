import type { Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './browser';

export type FirstLoad = {
  path: string;
  scripts: number;
  /** Gzip bytes on the wire of the scripts the HTML names. */
  scriptBytes: number;
  laterBytes: number;
  /** The document, gzipped here and as sent. */
  htmlBytes: number;
  htmlRawBytes: number;
};

/**
 * Loads `url` in `page` (a fresh context: empty cache, no cookies, the cookie banner
 * unanswered, as a first visitor) and waits for the network to go idle. First-load JS is the
 * bytes on the wire (gzip, as `next start` sends them) of the script responses the HTML names:
 * what the route needs to become interactive. Scripts fetched afterwards (prefetches of linked
 * routes, code loaded on demand) are counted apart as `laterBytes`, and so is the HTML
 * document itself, which carries the inline RSC payload and the client messages. The bench
 * and tests/e2e/first-load.spec.ts (the budgets) measure the same way.
 */
export async function firstLoadOf(page: Page, url: string): Promise<FirstLoad> {
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
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (!response?.ok()) throw new Error(`${url}: HTTP ${response?.status()}`);
  const html = await response.text();
  const scripts = await Promise.all(sizes.values());
  const named = scripts.filter((entry) => html.includes(new URL(entry.url).pathname));
  const sum = (entries: { bytes: number }[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
  return {
    path: new URL(response.url()).pathname,
    scripts: named.length,
    scriptBytes: sum(named),
    laterBytes: sum(scripts) - sum(named),
    // Chromium reports no body size for a navigation served from Next's cache: gzip it here.
    htmlBytes: gzipSync(html).length,
    htmlRawBytes: Buffer.byteLength(html),
  };
}

/** Each of `paths` of `origin` in a fresh context of one Chromium (firstLoadOf). */
export async function measureFirstLoad(origin: string, paths: readonly string[]): Promise<FirstLoad[]> {
  const browser = await launchChromium();
  try {
    const results: FirstLoad[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      results.push({ ...(await firstLoadOf(await context.newPage(), `${origin}${path}`)), path });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
