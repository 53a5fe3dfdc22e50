import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { copySqliteDatabase, sqliteFile } from '@/lib/cms/database';
import { recordBackup } from '@/lib/cms/globals/SiteChecks/records';
import { BackupRefused, postgresRefusal, writeDescription, type BackupDescription } from './folder';

export type BackupSources = {
  databaseUrl: string;
  mediaDir: string;
  /** Set when uploads go to an S3 bucket instead of mediaDir. */
  mediaBucket?: string;
};

/**
 * Backs up the SQLite database `payload` has open and the media folder into `folder`
 * (new or empty), while the site keeps running, and records when in the live database
 * (lib/cms/globals/SiteChecks). The database comes first: Payload writes
 * an upload's files before the document that names them, so every file the copied
 * database names is already on disk when the media are copied.
 */
export async function backup(
  payload: Payload,
  folder: string,
  { databaseUrl, mediaDir, mediaBucket }: BackupSources,
): Promise<BackupDescription> {
  if (!sqliteFile(databaseUrl)) throw postgresRefusal();
  if (existsSync(folder) && (!statSync(folder).isDirectory() || readdirSync(folder).length > 0)) {
    throw new BackupRefused(`${folder} exists and is not an empty folder: give each backup a new one`);
  }
  // Owner only, whatever the copied files' own modes: a backup holds every account's hash.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  chmodSync(folder, 0o700);
  const description: BackupDescription = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: 'club.db',
    media: mediaBucket ? null : 'media',
  };
  await copySqliteDatabase(payload, path.resolve(folder, description.database));
  if (description.media) {
    const copy = path.join(folder, description.media);
    if (existsSync(mediaDir)) cpSync(mediaDir, copy, { recursive: true, preserveTimestamps: true });
    else mkdirSync(copy);
  }
  writeDescription(folder, description);
  // In the live database, once the backup is complete, for the admin's "Going live"
  // checklist; the copy holds what was there before.
  await recordBackup(payload, description.createdAt);
  return description;
}
