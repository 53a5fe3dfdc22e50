/** `npm run restore`: what it does once scripts/restore.ts has set up how it ends. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sqliteFile } from '@/lib/cms/database';
import { env } from '@/lib/shared/env';
import { migrate, withCms } from '../database/migrate';
import { becomeDataOwner } from '../data-owner';
import { databaseUsers } from './database-in-use';
import { BackupRefused, readDescription } from './folder';
import { emptyFrontCache, FRONT_CACHE_DIR } from './front-cache';
import { restore } from './restore';
import { pgDump, restorePostgres } from './restore-postgres';
import { carrySuppressions, readSuppressions, type SuppressionRow } from './suppressions-across-restore';

const usage =
  'usage: node commands/restore.mjs <backup folder> [--front-cache <folder>] [--without-current-suppressions]';
const forgetSuppressions = 'without-current-suppressions';

/**
 * Refuses what would leave the site in a state nobody chose (docs/operations.md "Backups"):
 * without the site's settings it has already stopped (lib/shared/env, with NODE_ENV=production
 * as every release command runs); while an instance still has the database open; then
 * says what it replaces before it does, and writes as the data's owner.
 */
export async function restoreCommand(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: {
      'front-cache': { type: 'string', default: FRONT_CACHE_DIR },
      [forgetSuppressions]: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  const [given, ...rest] = positionals;
  if (!given || rest.length > 0) throw new BackupRefused(usage);
  const folder = path.resolve(given);
  const database = sqliteFile(env.DATABASE_URL) ?? withoutPassword(env.DATABASE_URL);
  const mediaDir = path.resolve(env.MEDIA_DIR);
  const from = sqliteFile(env.DATABASE_URL)
    ? `the backup of ${readDescription(folder).createdAt} in ${folder}`
    : `the dump ${pgDump(folder)}`;

  const users = await databaseUsers(env.DATABASE_URL);
  if (users.length > 0) {
    throw new BackupRefused(
      `refused: ${database} is in use by ${users.join(', ')}; stop the site first ` +
        `(systemctl stop 'club-site@*'), restore, then start it again`,
    );
  }
  const media = env.S3_BUCKET
    ? `(the media stay in the bucket ${env.S3_BUCKET})`
    : `and the media folder ${mediaDir}`;
  console.log(`Replacing the database ${database} ${media} with ${from}`);
  const suppressions = values[forgetSuppressions] ? [] : await currentSuppressions(database);
  // Before the user changes: the front's cache is nginx's, which root may empty.
  const frontEmptied = emptyFrontCache(values['front-cache']);
  becomeDataOwner(env.DATABASE_URL, env.MEDIA_DIR);
  const restored = sqliteFile(env.DATABASE_URL)
    ? { media: Boolean(restore(folder, { databaseUrl: env.DATABASE_URL, mediaDir }).media) }
    : restorePostgres(folder, { databaseUrl: env.DATABASE_URL, mediaDir, mediaBucket: env.S3_BUCKET });
  console.log(`Restored the database${restored.media ? ' and the media' : ''}; migrating it…`);
  await withCms(async (payload) => {
    // A backup of an earlier release gets this release's migrations, as a build would run them.
    await migrate(payload);
    const { carried, subscribersRemoved } = await carrySuppressions(payload, suppressions);
    console.log(
      `Kept the newsletter's suppression list: ${carried} address(es) suppressed since the backup, ` +
        `${subscribersRemoved} restored subscriber(s) removed again`,
    );
  }, 'restored');
  // Pages, feeds and CMS reads of the state before the restore must not outlive it.
  const { emptySiteCache } = await import('@/lib/shared/cache/site-cache.mjs');
  await emptySiteCache();
  console.log('Restored, and emptied the site cache. Start the site again.');
  if (!frontEmptied) {
    console.log(
      `The front's cache ${values['front-cache']} is not this user's: empty it as root ` +
        `(rm -rf ${values['front-cache']}/*), or it serves pages of before the restore until they expire.`,
    );
  }
}

/**
 * The suppression list of the database the restore replaces (suppressions-across-restore.ts).
 * None to read on a new server; a database that cannot be read (a broken one, the reason
 * for many a restore) stops the restore unless the operator says to go on without it.
 */
async function currentSuppressions(database: string): Promise<SuppressionRow[]> {
  const file = sqliteFile(env.DATABASE_URL);
  if (file && !existsSync(file)) return [];
  let rows: SuppressionRow[] = [];
  try {
    await withCms(async (payload) => {
      rows = await readSuppressions(payload);
    }, 'replaced');
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    // A database of a release before the list existed has nothing to carry.
    if (/no such table|does not exist/.test(reason)) return [];
    throw new BackupRefused(
      `refused: the newsletter's suppression list of ${database} could not be read (${reason}); ` +
        `if that database is lost, run again with --${forgetSuppressions}`,
    );
  }
  return rows;
}

/** A PostgreSQL URL as the operator may read it on a screen: without its password. */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
