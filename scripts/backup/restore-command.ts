/** `npm run restore`: what it does once scripts/restore.ts has set up how it ends. */
import path from 'node:path';
import { env } from '@/lib/env';
import { migrateDatabase } from '../database/migrate';
import { BackupRefused } from './folder';
import { restore } from './restore';

export async function restoreCommand(): Promise<void> {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) throw new BackupRefused('usage: npm run restore -- <backup folder>');
  const restored = restore(path.resolve(folder), { databaseUrl: env.DATABASE_URL, mediaDir: env.MEDIA_DIR });
  console.log(
    `Restored the database${restored.media ? ' and the media' : ''} of ${restored.createdAt}; migrating it…`,
  );
  // A backup of an earlier release gets this release's migrations, as a build would run them.
  await migrateDatabase();
  // Pages, feeds and CMS reads of the state before the restore must not outlive it.
  const { emptySiteCache } = await import('@/lib/cache/site-cache.mjs');
  await emptySiteCache();
  console.log('Restored, and emptied the site cache. Start the site again.');
}
