import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  root,
  plugins: [react()],
  resolve,
  test: {
    // Vitest's default in a run is one fewer worker than cores: one file at a time on the
    // 2-core CI. The unit and component files run two at a time: 140 → 105 s on 2 cores
    // (integration files stay one at a time, below).
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
      {
        resolve,
        test: {
          name: 'integration',
          env,
          server,
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          setupFiles: ['tests/support/integration-env.ts'],
          // The seeded demo every `useSeededCms` file starts from, made once per run.
          globalSetup: ['tests/support/seeded-cms-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file owns a throwaway SQLite database, so two at once would be safe; but on the
          // 2-core CI that gained under a tenth and made the login-timing tests fail under load.
          fileParallelism: false,
        },
      },
    ],
  },
});
