/**
 * A club's new site, as the production road makes it (README "Going live"): a database with
 * the schema and nothing else, no DEMO, its own secret and origin, built with every page
 * prerendered against that empty database. Its end-to-end test (tests/e2e/empty-site.spec.ts)
 * walks it as a visitor and as the club's first admin.
 *
 * `npm test` builds it before the browser tests (`tsx scripts/empty-site.ts`), so the
 * build does not share the machine with them; the test builds it itself when run alone.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { buildIfStale, markBuildStale } from './build-if-stale';
import { isEntryPoint } from './entry-point';
import { startApp } from './stack/services';

const distDir = '.next-empty';
const database = './data/empty-site.db';
/** Its port, beside the end-to-end server's: its pages are built for this origin. */
const port = Number(process.env.E2E_PORT ?? 3100) + 200;
export const emptySiteOrigin = `http://127.0.0.1:${port}`;

/** What a club's server sets, and nothing of the demo's. */
function environment(): Record<string, string> {
  const origin = emptySiteOrigin;
  return {
    DEMO: '0',
    DATABASE_URL: `file:${database}`,
    MEDIA_DIR: './data/empty-site-media',
    NEXT_DIST_DIR: distDir,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: origin,
    CMS_ORIGINS: '',
  };
}

/** A database with the committed schema only, made as `npm run build` makes it. */
function emptyDatabase(env: Record<string, string>): void {
  for (const suffix of ['', '-shm', '-wal']) rmSync(`${database}${suffix}`, { force: true });
  rmSync(env.MEDIA_DIR, { recursive: true, force: true });
  const result = spawnSync('npm', ['run', '--silent', 'db:prepare'], {
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`migrating the empty database failed (exit ${result.status})`);
}

/**
 * Empties the database and builds the site unless its build is up to date and has served
 * no one since. Returns the environment to start it with.
 */
export function buildEmptySite(): Record<string, string> {
  const env = environment();
  emptyDatabase(env);
  buildIfStale({ distDir, env });
  return env;
}

/**
 * Starts the empty site. Its pages and caches then take in what the test publishes, so the
 * build counts as stale for the next run.
 */
export async function startEmptySite() {
  const env = buildEmptySite();
  markBuildStale(distDir);
  return startApp('empty site', port, env);
}

if (isEntryPoint(import.meta.url)) {
  try {
    buildEmptySite();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
