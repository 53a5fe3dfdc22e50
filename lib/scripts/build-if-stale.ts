/**
 * Runs `next build` unless `.next` already holds a build newer than every source
 * file, so `npm run demo` and `npm test` start quickly on a second run. The build of the
 * demo and the tests only: a club builds with `npm run build` (README "Going live").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isEntryPoint } from './entry-point';

const sources = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

// How long the last `next build` took, kept next to it for `npm run bench`. Written only
// after a build succeeded, so it is also the stamp of a complete build: Next writes
// `.next/BUILD_ID` early, and a build that failed half-way leaves one behind.
const durationFile = path.join('.next', 'build-duration.json');

/** `root`: the checkout (the working directory, except in its test). */
export function buildIsStale(root = '.'): boolean {
  const stamp = path.join(root, durationFile);
  if (!existsSync(stamp) || !existsSync(path.join(root, '.next', 'BUILD_ID'))) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export function lastBuildSeconds(): number | undefined {
  if (!existsSync(durationFile)) return undefined;
  return (JSON.parse(readFileSync(durationFile, 'utf8')) as { seconds: number }).seconds;
}

/** Returns whether it built. */
export function buildIfStale(): boolean {
  if (!buildIsStale()) {
    console.log('Production build is up to date.');
    return false;
  }
  const startedAt = Date.now();
  rmSync(durationFile, { force: true });
  // Cached CMS reads from the previous build's server hold that build's shapes of
  // the data; a new build starts without them (the compiler cache stays).
  rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The demo's and the tests' build runs on the local secret and origin.
      DEMO: '1',
      NEXT_TELEMETRY_DISABLED: '1',
      // A fresh id per build: open pages of the previous build reload onto this one.
      BUILD_ID: process.env.BUILD_ID ?? Date.now().toString(36),
    },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  writeFileSync(durationFile, JSON.stringify({ seconds: (Date.now() - startedAt) / 1000 }));
  return true;
}

if (isEntryPoint(import.meta.url)) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
