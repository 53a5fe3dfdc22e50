// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * `npm run demo` on a new database compiles the site while it seeds the demo club
 * (scripts/demo.ts, scripts/build-if-stale.ts `buildIfStaleWhile`): the build may read the
 * database only once the seed is done. The demo names a file in BUILD_WAITS_FOR_FILE and
 * writes `ready` or `failed` into it; after compiling, before it reads anything, the build
 * waits for it (next.config.ts). Every other build reads a prepared database at once.
 *
 * @param {string | undefined} file
 * @param {number} timeoutMs
 */
export async function waitForDatabase(file = process.env.BUILD_WAITS_FOR_FILE, timeoutMs = 15 * 60_000) {
  if (!file) return;
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) {
      throw new Error(
        `The build waited ${timeoutMs / 60_000} min for its database to be prepared, and stops.`,
      );
    }
    await sleep(200);
  }
  if (readFileSync(file, 'utf8').trim() !== 'ready') {
    throw new Error('The database this build reads could not be prepared, so the build stops.');
  }
}
