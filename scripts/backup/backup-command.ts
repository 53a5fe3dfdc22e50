/** `npm run backup`: what it does once scripts/backup.ts has set up how it ends. */
import path from 'node:path';
import { getPayload } from 'payload';
import config from '@/lib/cms/payload.config';
import { env } from '@/lib/env';
import { backup } from './backup';
import { BackupRefused } from './folder';

export async function backupCommand(): Promise<void> {
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
