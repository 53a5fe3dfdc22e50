import { expect, test } from '@playwright/test';
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { startOwnServer } from './support/own-server';

/**
 * After a start, what `next build` prerendered is served from its first request, without a
 * render (lib/shared/cache/build-pages.mjs): pages in each language, a localized address, a route
 * body. On the suite's build, seen through a cache folder of its own: the suite's server
 * keeps its publishes' expiries in the build's, which would rightly expire the build's pages.
 */
const port = Number(process.env.E2E_PORT ?? 3100) + 260;
/** Relative: Next joins the build folder to the project's. */
const buildCopy = path.join('data', 'start-up-e2e-build');

function linkBuildWithEmptyCache(): void {
  rmSync(buildCopy, { recursive: true, force: true });
  mkdirSync(path.join(buildCopy, 'cache'), { recursive: true });
  for (const entry of readdirSync('.next')) {
    if (entry !== 'cache') symlinkSync(path.resolve('.next', entry), path.join(buildCopy, entry));
  }
}

let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  linkBuildWithEmptyCache();
  server = await startOwnServer('start-up', port, { NEXT_DIST_DIR: buildCopy });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(buildCopy, { recursive: true, force: true });
});

// One test, so one server: pages in two languages, a localized address, a route body.
test('what the build prerendered is served from its first request after a start', async () => {
  for (const address of ['/en', '/fr', '/en/faq', '/nl/wedstrijden', '/sitemap.xml']) {
    const response = await fetch(`${server!.origin}${address}`, { redirect: 'manual' });
    expect(response.status, address).toBe(200);
    expect(response.headers.get('x-nextjs-cache'), address).toBe('HIT');
  }
});
