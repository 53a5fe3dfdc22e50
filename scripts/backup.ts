/**
 * `npm run backup -- <folder>`: the embedded SQLite database and the media folder, copied
 * into a new folder while the site keeps running (README "Going live", Backups).
 * PostgreSQL is backed up with pg_dump instead.
 */
import path from 'node:path';
import { getPayload } from 'payload';
import config from '@/lib/cms/payload.config';
import { env } from '@/lib/env';
import { backup } from './backup/backup';
import { BackupRefused } from './backup/folder';

async function main(): Promise<void> {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) throw new BackupRefused('usage: npm run backup -- <new folder>');
  const payload = await getPayload({ config });
  try {
    const made = await backup(payload, path.resolve(folder), {
      databaseUrl: env.DATABASE_URL,
      mediaDir: env.MEDIA_DIR,
      mediaBucket: env.S3_BUCKET,
    });
    console.log(`Backed up the database${made.media ? ' and the media' : ''} into ${path.resolve(folder)}`);
    if (!made.media)
      console.log(`The media are in the bucket ${env.S3_BUCKET}: back it up with the store's tools.`);
  } finally {
    await payload.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof BackupRefused) console.error(`backup refused: ${error.message}`);
    else console.error(error);
    process.exit(1);
  },
);
