import { copyFileSync, cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sqliteFile } from '@/lib/cms/database';
import { postgresRefusal, readDescription, type BackupDescription } from './folder';

export type RestoreTargets = { databaseUrl: string; mediaDir: string };

/**
 * Puts a backup of `npm run backup` in place of the SQLite database and the media folder.
 * The site must be stopped: a running server keeps the replaced database open.
 */
export function restore(folder: string, { databaseUrl, mediaDir }: RestoreTargets): BackupDescription {
  const description = readDescription(folder);
  const target = sqliteFile(databaseUrl);
  if (!target) throw postgresRefusal();
  mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  copyFileSync(path.join(folder, description.database), incoming);
  // The old database's write-ahead log and shared memory must go before the restored file
  // takes its name: SQLite would replay that log into it.
  for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(incoming, target);
  if (description.media) {
    rmSync(mediaDir, { recursive: true, force: true });
    cpSync(path.join(folder, description.media), mediaDir, { recursive: true, preserveTimestamps: true });
  }
  return description;
}
