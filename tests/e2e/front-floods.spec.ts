import { expect, test } from '@playwright/test';
import { connect } from 'node:net';
import { startFrontCache } from '../../scripts/front-cache';
import { cacheOnDisk, cuttableLink, inParallel, rawRequest } from './support/front-abuse';

/**
 * Floods at the shipped front cache (deploy/nginx/club-site.conf) in front of the test server:
 * thousands of requests from one client, most of them reaching the app. They hold both cores
 * for half a minute, so they run after every other browser test, one file at a time
 * (playwright.config.ts, project "floods"): beside them a page of another test took over 5 s to
 * load, and that test failed for nothing it had done.
 */
test.describe.configure({ mode: 'serial' });

const appPort = Number(process.env.E2E_PORT ?? 3100);
const floodLinkPort = appPort + 53;
const floodFrontPort = appPort + 54;
const strictFrontPort = appPort + 55;
const article = '/en/news/article/season-tickets-for-the-new-season-on-sale';

test('a flood of 2,000 made-up variants stores next to nothing, and every page still comes from its copy with the app cut off', async () => {
  test.setTimeout(180_000);
  const link = cuttableLink(floodLinkPort, appPort);
  await link.open();
  const flooded = await startFrontCache(floodFrontPort, [floodLinkPort]);
  try {
    const pages = [
      '/en',
      '/en/faq',
      '/nl/wedstrijden',
      '/fr/nouvelles',
      article,
      '/api/calendar/first-team?lang=en',
    ];
    const copies = new Map<string, string>();
    for (const page of pages) {
      const warm = await fetch(`${flooded.origin}${page}`);
      expect(warm.status, page).toBe(200);
      copies.set(page, await warm.text());
    }
    const warmed = cacheOnDisk(flooded);

    const variants: (() => Promise<number>)[] = [];
    const get = (target: string, headers?: Record<string, string>) => async () =>
      (await rawRequest(floodFrontPort, { path: target, headers })).status;
    for (let n = 0; n < 400; n++) variants.push(get(`/en/faq?v=${n}`));
    for (let n = 0; n < 300; n++) variants.push(get(`/en?utm_source=${n}&page=1`));
    for (let n = 0; n < 300; n++) variants.push(get(`/en/nope-${n}`));
    for (let n = 0; n < 250; n++) variants.push(get(`/style-${n}.css`));
    for (let n = 0; n < 250; n++) variants.push(get(`/_next/static/chunks/${n}.js`));
    for (let n = 0; n < 250; n++) variants.push(get('/en/faq', { host: `site-${n}.example` }));
    for (let n = 0; n < 250; n++) variants.push(get('/en/faq', { rsc: '1', 'next-url': `/en/${n}` }));
    expect(variants).toHaveLength(2_000);
    const started = Date.now();
    const statuses = await inParallel(variants, 16);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const after = cacheOnDisk(flooded);
    console.log(
      `2,000 variants in ${Date.now() - started} ms: cache ${warmed.files} → ${after.files} files, ` +
        `${warmed.bytes} → ${after.bytes} bytes`,
    );
    expect(after.files).toBeLessThanOrEqual(warmed.files + 5);
    expect(after.bytes).toBeLessThanOrEqual(warmed.bytes + 1_000_000);

    await link.cut();
    // Past s-maxage and stale-while-revalidate: only stale-if-error allows the copies now.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (const page of pages) {
      const during = await fetch(`${flooded.origin}${page}`);
      expect(during.status, page).toBe(200);
      expect(during.headers.get('x-cache-status'), page).toBe('STALE');
      expect(await during.text(), page).toBe(copies.get(page));
    }
  } finally {
    flooded.stop();
    await link.cut().catch(() => undefined);
  }
});

test('each client is bounded in what reaches an instance, never in what the cache answers; slow senders are cut off', async () => {
  test.setTimeout(60_000);
  const strict = await startFrontCache(strictFrontPort, [appPort], { unlimitedClients: [] });
  try {
    await fetch(`${strict.origin}/en`);
    const burstOf = async (path: (n: number) => string) => {
      const statuses = await inParallel(
        Array.from(
          { length: 400 },
          (_, n) => async () => (await rawRequest(strictFrontPort, { path: path(n) })).status,
        ),
        32,
      );
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      return statuses.filter((status) => status === 429).length;
    };
    // A page the cache holds, asked 400 times at once: a stadium behind one address.
    expect(await burstOf(() => '/en')).toBe(0);
    // Addresses the cache never stores (an unknown query string): each reaches an instance.
    const refused = await burstOf((n) => `/en?v=${Date.now()}-${n}`);
    console.log(
      `a burst of 400 uncached requests from one client: ${400 - refused} answered, ${refused} refused (429)`,
    );
    expect(refused).toBeGreaterThan(0);
    // A flood of searches is such a flood: each query is a miss, and counted.
    expect(await burstOf((n) => `/en/search?q=derby${n}`)).toBeGreaterThan(0);

    // A request line and headers, then a body at one byte every 7 s; or headers that never end.
    const heldFor = (start: string, drip: string) =>
      new Promise<number>((resolve) => {
        const opened = Date.now();
        const socket = connect(strictFrontPort, '127.0.0.1', () => socket.write(start));
        const dripping = setInterval(() => socket.write(drip), 7_000);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearInterval(dripping);
          resolve(Date.now() - opened);
        });
        socket.resume();
      });
    const held = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        heldFor(
          'POST /api/forms/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          ' ',
        ),
      ),
      ...Array.from({ length: 4 }, () => heldFor('GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-A: b\r\n')),
    ]);
    console.log(`slow senders cut off after ${held.map((ms) => Math.round(ms / 1000)).join(', ')} s`);
    for (const ms of held) expect(ms).toBeLessThan(15_000);
  } finally {
    strict.stop();
  }
});
