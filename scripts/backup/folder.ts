import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CommandRefused } from '../command';

/**
 * What a backup folder holds: the SQLite database, a copy of the media folder, and this
 * description, written last, so a backup cut short has none and is never restored.
 */
export type BackupDescription = {
  format: 1;
  createdAt: string;
  database: string;
  /** null: the media live in an S3 bucket, which the store's own tools back up. */
  media: string | null;
};

const descriptionFile = 'backup.json';

/** Thrown for the person at the terminal, with the reason and what to do instead. */
export class BackupRefused extends CommandRefused {}

export function writeDescription(folder: string, description: BackupDescription): void {
  writeFileSync(path.join(folder, descriptionFile), `${JSON.stringify(description, null, 2)}\n`);
}

export function readDescription(folder: string): BackupDescription {
  const file = path.join(folder, descriptionFile);
  if (!existsSync(file)) {
    throw new BackupRefused(`${folder} holds no ${descriptionFile}: not a finished backup of npm run backup`);
  }
  const description = JSON.parse(readFileSync(file, 'utf8')) as BackupDescription;
  if (description.format !== 1)
    throw new BackupRefused(`${file}: unknown backup format ${description.format}`);
  return description;
}

export function postgresRefusal(): BackupRefused {
  return new BackupRefused(
    'DATABASE_URL is PostgreSQL: back it up and restore it with pg_dump and pg_restore ' +
      '(docs/operations.md "Going live", Backups); this script copies the embedded SQLite database.',
  );
}
