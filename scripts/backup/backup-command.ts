/**
 * `npm run backup -- <folder>`: what it does once scripts/backup.ts has set up how it ends.
 * `--record <folder>`: deploy/backup.sh's PostgreSQL backup, recorded once pg_dump is done.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getPayload } from 'payload';
import { sqliteFile } from '@/lib/cms/database';
import config from '@/lib/cms/payload.config';
import { env } from '@/lib/shared/env';
import { backup } from './backup';
import { BackupRefused } from './folder';
import { recordPgDump } from './record-pg-dump';

const usage = 'usage: npm run backup -- <new folder>, or --record <folder with a pg_dump>';

export async function backupCommand(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { record: { type: 'boolean' } },
    allowPositionals: true,
  });
  const [folder, ...rest] = positionals;
  if (!folder || rest.length > 0) throw new BackupRefused(usage);
  if (values.record && sqliteFile(env.DATABASE_URL)) {
    throw new BackupRefused('--record is for a PostgreSQL backup: a SQLite backup records itself');
  }
  const payload = await getPayload({ config });
  try {
    if (values.record) {
      const finishedAt = await recordPgDump(payload, path.resolve(folder));
      // The folder is still the script's partial one here: the time is what is recorded.
      console.log(`Recorded the backup finished at ${finishedAt} for the admin's first-run checklist`);
      return;
    }
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
