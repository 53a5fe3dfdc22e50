import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { recordBackup } from '@/lib/cms/globals/SiteChecks/records';
import { BackupRefused } from './folder';

/** The dump deploy/backup.sh writes with `pg_dump --format=custom` into each backup's folder. */
export const PG_DUMP_FILE = 'club.dump';

/**
 * Records in the PostgreSQL database it dumped that a backup of deploy/backup.sh finished,
 * for the admin's "Going live" checklist, as the SQLite backup records its own
 * (scripts/backup/backup.ts). Only for a folder that holds a dump: the script calls it once
 * pg_dump has written one, before the folder takes its dated name.
 */
export async function recordPgDump(payload: Payload, folder: string): Promise<string> {
  const dump = path.join(folder, PG_DUMP_FILE);
  if (!existsSync(dump) || !statSync(dump).isFile() || statSync(dump).size === 0) {
    throw new BackupRefused(`${folder} holds no ${PG_DUMP_FILE}: only a finished pg_dump is recorded`);
  }
  const finishedAt = new Date().toISOString();
  await recordBackup(payload, finishedAt);
  return finishedAt;
}
