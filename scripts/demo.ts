/**
 * `npm run demo`: migrates the embedded database and seeds the demo club (the demo road
 * of prepare-database.ts), builds when the sources changed, then serves the production
 * build on PORT (3000). package.json marks its environment DEMO=1, so it runs on the local
 * secret and origin, which a club's server refuses.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { clubSettings } from '@/lib/demo/club-settings';
import { sqliteFile } from '@/lib/cms/database';
import { env } from '@/lib/shared/env';
import { buildIfStale, buildIfStaleWhile } from './build-if-stale';
import { prepareDatabase } from './prepare-database';

/** No database yet: the seed is about to make the demo club's, whatever the sources say. */
function databaseIsNew(): boolean {
  const file = sqliteFile(env.DATABASE_URL);
  return file !== undefined && !existsSync(file);
}

async function main() {
  const port = process.env.PORT ?? '3000';
  // The CMS takes an editor's saves only from SITE_URL (lib/cms/payload.config.ts `csrf`):
  // on another port the demo's admin would refuse every save.
  process.env.SITE_URL ??= `http://localhost:${port}`;
  // `npm test` type-checks the tree (tsc), so the demo's build skips Next's own check (≈ 1 min).
  const demoBuild = { DEMO: '1', SKIP_NEXT_TYPE_CHECK: '1' };
  if (databaseIsNew()) {
    // A fresh clone: Next compiles (minutes) while the seed runs, and waits for it before it
    // reads the database. The seed's club and its `{club}` segment are known beforehand.
    const segments = { CLUB_PATH_SEGMENT: clubSettings.pathSegment, CLUB_PREVIOUS_PATH_SEGMENTS: '' };
    await buildIfStaleWhile(prepareDatabase('demo'), { env: { ...demoBuild, ...segments } });
  } else {
    // An editor may have changed the `{club}` segment: the build reads it from the database.
    await prepareDatabase('demo');
    buildIfStale({ env: demoBuild });
  }
  const server = spawn('npx', ['next', 'start', '-p', port], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: 'production', DEMO: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = (signal: NodeJS.Signals) => server.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
