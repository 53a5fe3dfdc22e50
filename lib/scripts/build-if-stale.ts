/**
 * Runs `next build` unless `.next` already holds a build newer than every source
 * file, so `npm run demo` and `npm test` start quickly on a second run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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

export function buildIsStale(): boolean {
  const buildId = path.join('.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(source) > builtAt);
}

// How long the last `next build` took, kept next to it for `npm run bench`.
const durationFile = path.join('.next', 'build-duration.json');

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
  // Cached CMS reads from the previous build's server hold that build's shapes of
  // the data; a new build starts without them (the compiler cache stays).
  rmSync(path.join('.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      // A fresh id per build: open pages of the previous build reload onto this one.
      BUILD_ID: process.env.BUILD_ID ?? Date.now().toString(36),
    },
  });
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  writeFileSync(durationFile, JSON.stringify({ seconds: (Date.now() - startedAt) / 1000 }));
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
