import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { BackupRefused } from './folder';
import { PG_DUMP_FILE } from './record-pg-dump';

/** The dump in a backup folder of deploy/backup.sh; refused when it has none. */
export function pgDump(folder: string): string {
  const dump = path.join(folder, PG_DUMP_FILE);
  if (!existsSync(dump)) {
    throw new BackupRefused(
      `${folder} holds no ${PG_DUMP_FILE}: not a PostgreSQL backup of deploy/backup.sh`,
    );
  }
  return dump;
}

/**
 * Puts a PostgreSQL backup of deploy/backup.sh (`club.dump` of `pg_dump --format=custom`,
 * and `media/` unless the media are in a bucket) in place of the site's database and media
 * folder: `pg_restore` in one transaction, so a dump that fails half-way changes nothing.
 */
export function restorePostgres(
  folder: string,
  { databaseUrl, mediaDir, mediaBucket }: { databaseUrl: string; mediaDir: string; mediaBucket?: string },
): { media: boolean } {
  const dump = pgDump(folder);
  const restored = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${databaseUrl}`, dump],
    { encoding: 'utf8', stdio: ['ignore', 'inherit', 'pipe'] },
  );
  if (restored.error) {
    throw new Error(
      `pg_restore could not run (${restored.error.message}): apt-get install postgresql-client`,
    );
  }
  if (restored.status !== 0) {
    const reason = restored.stderr.trim().split('\n').at(-1) ?? `exit ${restored.status}`;
    throw new Error(`pg_restore failed, the database is as it was: ${reason}`);
  }
  const media = path.join(folder, 'media');
  if (mediaBucket || !existsSync(media)) return { media: false };
  rmSync(mediaDir, { recursive: true, force: true });
  cpSync(media, mediaDir, { recursive: true, preserveTimestamps: true });
  return { media: true };
}
