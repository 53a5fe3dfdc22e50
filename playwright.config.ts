import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { clubSettings } from './lib/demo/club-settings';
import { e2eMetricsToken } from './tests/e2e/support/health';

// The demo's `{club}` path segment, which its build read from the demo database: the tests
// that build paths from the screen registry build the demo's (a release's is the neutral one).
process.env.CLUB_PATH_SEGMENT ??= clubSettings.pathSegment;

/**
 * End-to-end tests in Debian's Chromium against the production build
 * (`next build` + `next start`), bound to 127.0.0.1 on purpose: localized
 * rewrites must work however the server is bound.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at least, as on the 2-core CI machine, where Playwright's default (half the cores)
  // would run one: the same run with or without CI set.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL,
    // Visitors in most tests have answered the cookie banner; the consent tests start without.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'club-consent',
              value: JSON.stringify({
                choice: 'necessary',
                version: '2026-01',
                at: '2026-01-01T00:00:00.000Z',
              }),
            },
          ],
        },
      ],
    },
    // A trace of a test that failed once, recorded on its retry (CI retries once). Recording
    // every test to keep the failures' took 35–45 % of the browser tests' time on 2 cores
    // (news, keyboard and header specs: 141–165 s against 81–109 s, alternating runs).
    // To see a local failure step by step: `npm run test:e2e -- <spec> --trace on`.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's build of Chromium's headless shell, the browser Playwright itself runs for
      // headless tests: a page loaded in 0.6 of the full browser's time here (2 cores).
      executablePath: process.env.TEST_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The several-servers stack: one file whose tests run in order on one worker for about
    // three minutes (its start included). Listed first so that it starts first, beside the
    // other tests; last in file order, it ran alone on one worker while the other waited.
    {
      name: 'several-servers',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /stack\.spec\.ts/,
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /(club-identity|staff-mail|stack|crowd|front-floods)\.spec\.ts/,
    },
    // Thousands of requests from one address, most reaching the test server: they hold both
    // cores for half a minute, and beside them a page of another test took over 5 s to load.
    // After the other browser tests, one file at a time.
    {
      name: 'floods',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(crowd|front-floods)\.spec\.ts/,
      dependencies: ['desktop', 'several-servers'],
      workers: 1,
    },
    // Renames the demo club and recolours the site for a few seconds: after every other test,
    // which expect the demo as it is. The staff mail's test starts a second server, which
    // the admin tests of the first must not run beside (staff-mail.spec.ts).
    {
      name: 'identity',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(club-identity|staff-mail)\.spec\.ts/,
      dependencies: ['floods'],
    },
  ],
  webServer: {
    command: `npx next start -p ${port} -H 127.0.0.1`,
    url: `${baseURL}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    // The CMS admin is used from the address the tests browse. The tests stand where the
    // front cache would (TRUSTED_PROXIES=1): a test may name its client in X-Forwarded-For
    // (security-editors.spec.ts); requests that name none count as 127.0.0.1, as before.
    // DEMO: the production build on the local secret and origin, which a club's server refuses.
    // PORT as a service manager sets it: the server's own address then differs from SITE_URL
    // (the demo's http://localhost:3000), as an instance behind the front cache does.
    env: {
      PORT: String(port),
      NODE_ENV: 'production',
      DEMO: '1',
      // The demo's live match stays as seeded (in progress), so no test's page changes under it.
      DEMO_LIVE_MATCH: '0',
      NEXT_TELEMETRY_DISABLED: '1',
      CMS_ORIGINS: baseURL,
      TRUSTED_PROXIES: '1',
      METRICS_TOKEN: e2eMetricsToken,
    },
  },
});
