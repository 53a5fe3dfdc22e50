/**
 * A club's new site, as the production road makes it (docs/operations.md "Going live"): the release
 * (`npm run release`) unpacked into an empty folder, a database migrated by the release's
 * own command with the schema and nothing else, no DEMO, its own secret and origin, served
 * by `node server.js`. Its end-to-end test (tests/e2e/empty-site.spec.ts) walks it as a
 * visitor and as the club's first admin.
 *
 * `npm test` builds the release before the browser tests (`npm run release` before running
 * the test alone).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { builtRelease } from './release';
import { installRelease } from './release/installed';

/** Its port, beside the end-to-end server's. */
const port = Number(process.env.E2E_PORT ?? 3100) + 200;
export const emptySiteOrigin = `http://127.0.0.1:${port}`;

/** Starts the release on a new, migrated, empty database; `stop` also removes it all. */
export async function startEmptySite() {
  const installed = installRelease(builtRelease());
  const data = path.join(path.dirname(installed.folder), 'data');
  // What a club's server sets, and nothing of the demo's.
  const env = {
    DATABASE_URL: `file:${data}/club.db`,
    MEDIA_DIR: `${data}/media`,
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    SITE_URL: emptySiteOrigin,
  };
  const migrated = installed.command('migrate', [], env);
  if (migrated.status !== 0) throw new Error(`migrating the empty database failed:\n${migrated.output}`);
  const site = await installed.start('empty site', port, env);
  return {
    ...site,
    stop: async () => {
      await site.stop();
      installed.remove();
    },
  };
}
