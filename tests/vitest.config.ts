import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

const root = fileURLToPath(new URL('..', import.meta.url));

const resolve = {
  alias: {
    '@payload-config': path.join(root, 'lib/cms/payload.config.ts'),
    '@': root,
    // Our server modules guard against client bundles with `server-only`; tests run them in Node.
    'server-only': path.join(root, 'tests/support/empty-module.ts'),
  },
};

// next-intl imports `next/navigation` without an extension, which only a bundler resolves.
const server = { deps: { inline: ['next-intl'] } };

// The demo's `{club}` path segment (lib/demo/club-settings.ts), which the demo's build reads
// from its database (lib/domain/club/path-segment.mjs): the tests' paths are the demo's.
const env = { CLUB_PATH_SEGMENT: 'westhoek' };

/**
 * The integration files whose outcome load can change, which run alone, after the others: they
 * assert how long something takes (a login as slow for an unknown address as for a known one, a
 * request answered within its deadline, a brake that gives up in time), or that no request fails
 * while the site is upgraded under load (two files at once reset a POST as nginx reloaded).
 */
const timedIntegration = [
  'tests/integration/editor-login.test.ts',
  'tests/integration/first-run-checklist.test.ts',
  'tests/integration/forms/newsletter-route.test.ts',
  'tests/integration/forms/staff-mail.test.ts',
  'tests/integration/live-bus.test.ts',
  'tests/integration/one-instance-upgrade.test.ts',
  'tests/integration/shared-brakes.test.ts',
];

/** An integration project: Node, the throwaway CMS of each file, the seeded demo made once per run. */
function integration(name: string, files: InlineConfig) {
  return {
    resolve,
    test: {
      name,
      env,
      server,
      environment: 'node' as const,
      setupFiles: ['tests/support/integration-env.ts'],
      globalSetup: ['tests/support/seeded-cms-template.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      ...files,
    },
  };
}

export default defineConfig({
  root,
  plugins: [react()],
  resolve,
  test: {
    // Vitest's default in a run is one fewer worker than cores: one file at a time on the
    // 2-core CI. The unit and component files run two at a time: 140 → 105 s on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: { name: 'unit', env, environment: 'node', include: ['tests/unit/**/*.test.ts'], server },
      },
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'component',
          env,
          server,
          environment: 'jsdom',
          include: ['tests/component/**/*.test.tsx'],
          setupFiles: ['tests/support/component-setup.ts'],
          // A form walked through all its steps by user-event takes 2–3 s in jsdom on a quiet
          // 2-core machine, and past Vitest's 5 s while builds run beside it.
          testTimeout: 15_000,
        },
      },
      integration('integration', {
        include: ['tests/integration/**/*.test.ts'],
        exclude: timedIntegration,
        // Each file owns a throwaway SQLite database: two at once (on 2 cores, 487 → 307 s alone).
        fileParallelism: true,
      }),
      integration('integration-timed', {
        include: timedIntegration,
        // One at a time, after every other file (group 1): a second file running beside them
        // would change their outcome (their timings, the requests during an upgrade).
        fileParallelism: false,
        sequence: { groupOrder: 1 },
      }),
    ],
  },
});
