/**
 * `npm run release`: one build of the site that a server runs with `node` alone
 * (docs/operations.md "Going live"), in `release/<id>/` and `release/<id>.tar.gz`, id = version + build id:
 *
 *   server.js            Next's standalone server (reads PORT and HOSTNAME)
 *   .next/, node_modules  the build and the packages the server uses, no more
 *   public/               the site's files
 *   deploy/               the server's set-up: install.sh, upgrade.sh, systemd units, the front cache
 *   commands/<name>.mjs   the operator commands (scripts/release/commands.ts), with the
 *                         committed migrations compiled in
 *
 * Built on a throwaway empty database, and what its pages were then is not shipped: the
 * database, the cache (REDIS_URL), the media store and the origin are the server's.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, buildIsStale, newestMtime } from './build-if-stale';
import { isEntryPoint } from './entry-point';
import { assembleRelease } from './release/assemble';

/** Where the release's build is kept between releases, beside the demo's in `.next`. */
const distDir = '.next-release';
const releasesDir = 'release';
const demoAside = '.next-demo-aside';

export type Release = { id: string; folder: string; tarball: string };

/** What the build runs with: nothing of the demo's, nothing of a club's. */
function buildEnvironment(databaseFile: string): Record<string, string> {
  return {
    NEXT_OUTPUT: 'standalone',
    DEMO: '0',
    DATABASE_URL: `file:${databaseFile}`,
    MEDIA_DIR: path.join(path.dirname(databaseFile), 'media'),
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: 'https://release-build.invalid',
    CMS_ORIGINS: '',
  };
}

/** The committed schema in an empty database: `next build` reads the CMS as it prerenders. */
function migrateEmptyDatabase(env: Record<string, string>): void {
  const result = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error(`migrating the build's empty database failed (exit ${result.status})`);
}

/**
 * Runs `build` with the release's build folder in `.next`, and the demo's aside meanwhile:
 * Next compiles the folder's name into the standalone server's routes, and a server looks
 * for `.next`. Swapped by renaming, so each keeps its compiler cache and its staleness.
 */
function inReleaseBuildFolder<T>(build: () => T): T {
  if (existsSync(demoAside)) {
    throw new Error(
      `${demoAside} exists: an earlier release stopped half-way. Move it back to .next (rm -rf .next first).`,
    );
  }
  if (existsSync('.next')) renameSync('.next', demoAside);
  if (existsSync(distDir)) renameSync(distDir, '.next');
  try {
    return build();
  } finally {
    if (existsSync('.next')) renameSync('.next', distDir);
    if (existsSync(demoAside)) renameSync(demoAside, '.next');
  }
}

/** The release of the build kept in `.next-release`. */
function releaseOfBuild(): Release {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  const id = `${version}-${readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim()}`;
  return { id, folder: path.join(releasesDir, id), tarball: path.join(releasesDir, `${id}.tar.gz`) };
}

/**
 * The release `npm run release` made of these sources, for the tests, which never build
 * it themselves: its build takes `.next` for a while, from under a running demo server.
 */
export function builtRelease(): Release {
  const release = buildIsStale('.', distDir) ? undefined : releaseOfBuild();
  if (!release || !existsSync(release.tarball)) {
    throw new Error('No release of these sources: run `npm run release` first (`npm test` does).');
  }
  return release;
}

/**
 * Builds unless the build is up to date, then assembles and packs the release unless its
 * tarball is newer than the scripts that assemble it. Returns where it is.
 */
export async function buildRelease(): Promise<Release> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'club-release-'));
  try {
    const env = buildEnvironment(path.join(scratch, 'build.db'));
    // An up-to-date build needs no database.
    const built = inReleaseBuildFolder(() => buildIfStale({ env, prepare: () => migrateEmptyDatabase(env) }));
    const release = releaseOfBuild();
    const packed = existsSync(release.tarball) && statSync(release.tarball).mtimeMs > newestMtime('scripts');
    if (built || !packed) await assembleRelease(distDir, release);
    return release;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (isEntryPoint(import.meta.url)) {
  const startedAt = Date.now();
  buildRelease().then(
    (release) => {
      console.log(`Release ${release.id} in ${release.folder}/ and ${release.tarball}`);
      console.log(`(${((Date.now() - startedAt) / 1000).toFixed(0)} s)`);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
