/**
 * Runs `next build` unless `.next` already holds a build newer than every source
 * file, so `npm run demo` and `npm test` start quickly on a second run. The builds of the
 * demo and the tests only: a club builds with `npm run build` (docs/operations.md "Going live").
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPathSegments } from '@/lib/shared/build/path-segments.mjs';
import { fileCacheFolders } from '@/lib/shared/cache/site-cache.mjs';
import { NEUTRAL_PATH_SEGMENT } from '@/lib/domain/club/path-segment.mjs';
import { isEntryPoint } from './entry-point';

const sources = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

export function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestMtime(path.join(entry, child))),
    stat.mtimeMs,
  );
}

/**
 * The demo's and the tests' build on the demo database by default; `env` for another
 * (the release's, scripts/release.ts), and `prepare` to run before a build only (e.g. the
 * database the build reads).
 */
type Build = { env?: Record<string, string>; prepare?: () => void };

/** The club's `{club}` path segment and its earlier ones, which a build compiles in. */
type PathSegments = { current: string; previous: string[] };

/**
 * The segments this build compiles in: given (CLUB_PATH_SEGMENT), or those of the database it
 * reads. A build whose database is made by `prepare` (the release's, empty) has the
 * neutral one: a release is any club's.
 */
function pathSegmentsOf({ env = {}, prepare }: Build): PathSegments {
  const given = env.CLUB_PATH_SEGMENT ?? process.env.CLUB_PATH_SEGMENT;
  if (given !== undefined) {
    const previous = env.CLUB_PREVIOUS_PATH_SEGMENTS ?? process.env.CLUB_PREVIOUS_PATH_SEGMENTS ?? '';
    return { current: given, previous: previous.split(',').filter(Boolean) };
  }
  if (prepare) return { current: NEUTRAL_PATH_SEGMENT, previous: [] };
  return readPathSegments(env);
}

// How long the last `next build` took, kept next to it for `npm run bench`. Written only
// after a build succeeded, so it is also the stamp of a complete build: Next writes
// `.next/BUILD_ID` early, and a build that failed half-way leaves one behind.
const durationFile = (distDir: string) => path.join(distDir, 'build-duration.json');

/**
 * `root`: the checkout (the working directory, except in its test). `pathSegments`: the
 * club's path segments the build would now compile in; a build of others is stale (the
 * club changed its `{club}` segment in the CMS).
 */
export function buildIsStale(root = '.', distDir = '.next', pathSegments?: PathSegments): boolean {
  const stamp = path.join(root, durationFile(distDir));
  if (!existsSync(stamp) || !existsSync(path.join(root, distDir, 'BUILD_ID'))) return true;
  const builtAt = statSync(stamp).mtimeMs;
  if (sources.some((source) => newestMtime(path.join(root, source)) > builtAt)) return true;
  if (!pathSegments) return false;
  const built = (JSON.parse(readFileSync(stamp, 'utf8')) as { pathSegments?: PathSegments }).pathSegments;
  return JSON.stringify(built) !== JSON.stringify(pathSegments);
}

/** Makes the next `buildIfStale` build again. */
function markBuildStale(distDir: string): void {
  rmSync(durationFile(distDir), { force: true });
}

export function lastBuildSeconds(): number | undefined {
  const file = durationFile('.next');
  if (!existsSync(file)) return undefined;
  return (JSON.parse(readFileSync(file, 'utf8')) as { seconds: number }).seconds;
}

/** A build about to run: its folder, the segments it compiles in, and when it started. */
type StaleBuild = {
  distDir: string;
  pathSegments: PathSegments;
  startedAt: number;
  env: NodeJS.ProcessEnv;
};

/** The build to run, or undefined when `.next` is up to date. */
function staleBuild({ env = { DEMO: '1' }, prepare }: Build): StaleBuild | undefined {
  const distDir = '.next';
  const pathSegments = pathSegmentsOf({ env, prepare });
  if (!buildIsStale('.', distDir, pathSegments)) {
    console.log(`Production build in ${distDir} is up to date.`);
    return undefined;
  }
  const startedAt = Date.now();
  markBuildStale(distDir);
  prepare?.();
  // Pages and CMS reads the previous build's server cached hold that build's code and
  // shapes of the data; a new build starts without them (the compiler cache stays).
  const { reads, pages, expiredTags } = fileCacheFolders(distDir);
  for (const part of [reads, pages, expiredTags]) rmSync(part, { recursive: true, force: true });
  const buildEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    CLUB_PATH_SEGMENT: pathSegments.current,
    CLUB_PREVIOUS_PATH_SEGMENTS: pathSegments.previous.join(','),
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // A fresh id per build: open pages of the previous build reload onto this one.
    BUILD_ID: process.env.BUILD_ID ?? Date.now().toString(36),
  };
  return { distDir, pathSegments, startedAt, env: buildEnv };
}

function finishBuild({ distDir, pathSegments, startedAt }: StaleBuild, status: number | null): void {
  if (status !== 0) throw new Error(`next build failed (exit ${status})`);
  writeFileSync(
    durationFile(distDir),
    JSON.stringify({ seconds: (Date.now() - startedAt) / 1000, pathSegments }),
  );
}

/** Builds in `.next` unless its build is up to date; returns whether it built. */
export function buildIfStale(build: Build = {}): boolean {
  const stale = staleBuild(build);
  if (!stale) return false;
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: stale.env });
  finishBuild(stale, result.status);
  return true;
}

/**
 * As buildIfStale, while the database it reads is still being prepared (`databaseReady`,
 * the demo's seed on a new database): Next compiles meanwhile, which needs no database, and
 * waits for it before it reads one (lib/shared/build/database-gate.mjs). `build.env` must then name
 * the path segments, which would otherwise be read from that database.
 */
export async function buildIfStaleWhile(databaseReady: Promise<void>, build: Build): Promise<boolean> {
  const stale = staleBuild(build);
  if (!stale) {
    await databaseReady;
    return false;
  }
  const gateFolder = mkdtempSync(path.join(tmpdir(), 'club-build-'));
  const gate = path.join(gateFolder, 'database');
  const open = (state: 'ready' | 'failed') => {
    // Written whole, then renamed: the build never reads half a word.
    writeFileSync(`${gate}.new`, state);
    renameSync(`${gate}.new`, gate);
  };
  const child = spawn('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...stale.env, BUILD_WAITS_FOR_FILE: gate },
  });
  const building = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  const [prepared, built] = await Promise.allSettled([
    databaseReady.then(
      () => open('ready'),
      (error: unknown) => {
        open('failed');
        child.kill('SIGTERM');
        throw error;
      },
    ),
    building,
  ]);
  rmSync(gateFolder, { recursive: true, force: true });
  if (prepared.status === 'rejected') throw prepared.reason;
  if (built.status === 'rejected') throw built.reason;
  finishBuild(stale, built.value);
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
