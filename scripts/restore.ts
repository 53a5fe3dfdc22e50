/**
 * `npm run restore -- <folder>`: puts a backup of `npm run backup` in place of the
 * embedded SQLite database and the media folder, then migrates it to this release's
 * schema (never seeding). Stop the site first (README "Going live", Backups).
 */
import path from 'node:path';
import { env } from '@/lib/env';
import { BackupRefused } from './backup/folder';
import { migrateDatabase } from './database/migrate';
import { restore } from './backup/restore';

async function main(): Promise<void> {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) throw new BackupRefused('usage: npm run restore -- <backup folder>');
  const restored = restore(path.resolve(folder), { databaseUrl: env.DATABASE_URL, mediaDir: env.MEDIA_DIR });
  console.log(
    `Restored the database${restored.media ? ' and the media' : ''} of ${restored.createdAt}; migrating it…`,
  );
  // A backup of an earlier release gets this release's migrations, as a build would run them.
  await migrateDatabase();
  console.log('Restored. Start the site again.');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupRefused) console.error(`restore refused: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
