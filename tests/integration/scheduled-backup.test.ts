import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUsers } from '@/scripts/backup/database-in-use';
import { restorePostgres } from '@/scripts/backup/restore-postgres';
import { startPostgres } from '@/scripts/stack/services';
import { throwawayCms } from '../support/throwaway-cms';

/**
 * deploy/backup.sh, what club-site-backup.timer runs every night: a dated folder per run,
 * the last BACKUP_KEEP kept, `last-success` for a monitor, and on any failure exit 1 with
 * one line, the previous backups and `last-success` untouched.
 */
const script = path.resolve('deploy/backup.sh');
const work = mkdtempSync(path.join(tmpdir(), 'club-scheduled-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const dated = /^\d{4}-\d{2}-\d{2}T\d{6}Z$/;
const folders = (dir: string) =>
  readdirSync(dir)
    .filter((name) => dated.test(name))
    .sort();

function runBackup(backupDir: string, env: Record<string, string>) {
  const result = spawnSync('bash', [script], {
    encoding: 'utf8',
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      BACKUP_DIR: backupDir,
      CLUB_SITE_RELEASE: process.cwd(),
      ...env,
    },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr.trim() };
}

describe('the scheduled backup', () => {
  it('backs up SQLite with the backup command into a dated folder, and says so for a monitor', async () => {
    const { payload, dispose } = await throwawayCms();
    const databaseUrl = process.env.DATABASE_URL!;
    const mediaDir = process.env.MEDIA_DIR!;
    await payload.destroy();
    try {
      const backupDir = path.join(work, 'sqlite');
      const made = runBackup(backupDir, {
        DATABASE_URL: databaseUrl,
        MEDIA_DIR: mediaDir,
        PAYLOAD_SECRET: 'scheduled-backup-test-secret-0123456789',
        // As `npm run backup` runs it from a checkout: bundled (scripts/command-launcher.mjs).
        // Through tsx, it once ended early under load, its CMS import never settled (exit 0).
        BACKUP_COMMAND: `${process.execPath} --conditions=production scripts/command-launcher.mjs backup`,
      });
      expect(made.status, made.stderr).toBe(0);
      const [folder] = folders(backupDir);
      expect(readdirSync(path.join(backupDir, folder)).sort()).toEqual(['backup.json', 'club.db', 'media']);
      expect(readFileSync(path.join(backupDir, 'last-success'), 'utf8')).toMatch(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z ${folder}\\n$`),
      );
      // Readable by the service's user only, whatever the caller's umask.
      expect(statSync(path.join(backupDir, folder)).mode & 0o077).toBe(0);
    } finally {
      await dispose();
    }
  });

  it('keeps the last BACKUP_KEEP backups and nothing else it did not make', () => {
    const backupDir = path.join(work, 'retention');
    const older = ['2026-01-01T031500Z', '2026-01-02T031500Z', '2026-01-03T031500Z'];
    for (const name of [...older, 'keep-me']) mkdirSync(path.join(backupDir, name), { recursive: true });
    const made = runBackup(backupDir, {
      DATABASE_URL: 'file:/unused',
      BACKUP_KEEP: '2',
      BACKUP_COMMAND: 'mkdir',
    });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/kept the last 2, removed 2 older/);
    const [, newest] = folders(backupDir);
    expect(folders(backupDir)).toEqual(['2026-01-03T031500Z', newest]);
    expect(existsSync(path.join(backupDir, 'keep-me'))).toBe(true);
  });

  it('fails with one line, leaving the earlier backups and last-success as they were', () => {
    const backupDir = path.join(work, 'failing');
    mkdirSync(path.join(backupDir, '2026-01-01T031500Z'), { recursive: true });
    const failed = runBackup(backupDir, {
      DATABASE_URL: 'file:/unused',
      BACKUP_KEEP: '1',
      BACKUP_COMMAND:
        'node -e process.stderr.write("backup:\\x20the\\x20disk\\x20is\\x20full\\n");process.exit(1)',
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(
      /^club-site backup failed: node .*: backup: the disk is full \(all of it: .*\)$/,
    );
    expect(failed.stderr.split('\n')).toHaveLength(1);
    expect(readdirSync(backupDir).sort()).toEqual(['.lock', '2026-01-01T031500Z', 'last-failure.log']);

    const refused = runBackup(backupDir, { DATABASE_URL: 'file:/unused', BACKUP_KEEP: 'all' });
    expect([refused.status, refused.stderr]).toEqual([
      1,
      "club-site backup failed: BACKUP_KEEP must be a whole number of 1 or more (got 'all')",
    ]);
  });

  it(
    'backs up PostgreSQL with pg_dump, has the release record it, and fails with one line when either fails',
    { timeout: 60_000 },
    async () => {
      const postgres = await startPostgres(Number(process.env.E2E_PORT ?? 3100) + 130);
      // The release's backup command in its --record mode (first-run-checklist.test.ts runs the
      // real one on a CMS; booting the CMS on PostgreSQL here would add some 40 s): it notes
      // what it was given and the dump it found, or fails as a database that refuses would.
      const recorder = path.join(work, 'record.sh');
      const calls = path.join(work, 'record-calls');
      writeFileSync(
        recorder,
        `[ -n "$FAIL" ] && { echo "record: the database refused" >&2; exit 1; }\n` +
          `echo "$1 $(basename "$2") $(test -s "$2/club.dump" && echo dump)" >> "${calls}"\n`,
      );
      const site = { DATABASE_URL: postgres.url, S3_BUCKET: 'club-media', BACKUP_COMMAND: `sh ${recorder}` };
      try {
        const created = spawnSync(
          'psql',
          [
            postgres.url,
            '-c',
            "create table fixtures (name text); insert into fixtures values ('cup final')",
          ],
          { encoding: 'utf8' },
        );
        expect(created.status, created.stderr).toBe(0);
        const backupDir = path.join(work, 'postgres');
        const made = runBackup(backupDir, site);
        expect(made.status, made.stderr).toBe(0);
        const [folder] = folders(backupDir);
        const dump = path.join(backupDir, folder, 'club.dump');
        const listed = spawnSync('pg_restore', ['--list', dump], { encoding: 'utf8' });
        expect(listed.stdout).toMatch(/TABLE DATA public fixtures/);
        // Recorded once the dump was complete, before the folder took its dated name.
        expect(readFileSync(calls, 'utf8')).toBe(`--record .partial-${folder} dump\n`);

        const unrecorded = runBackup(backupDir, { ...site, FAIL: '1' });
        expect(unrecorded.status).toBe(1);
        expect(unrecorded.stderr).toMatch(
          /^club-site backup failed: sh .*record\.sh --record: record: the database refused \(all of it: .*\)$/,
        );
        expect(folders(backupDir)).toEqual([folder]);

        // The restore's PostgreSQL road: refused while another session is open (an instance),
        // then the dump back in place of what changed since.
        const psql = (sql: string) => spawnSync('psql', [postgres.url, '-Atc', sql], { encoding: 'utf8' });
        expect(psql("update fixtures set name = 'written after the backup'").status).toBe(0);
        const instance = spawn('psql', [postgres.url], { stdio: ['pipe', 'ignore', 'ignore'] });
        await expect.poll(() => databaseUsers(postgres.url)).toEqual([expect.stringMatching(/^\d+ \(psql@/)]);
        instance.stdin!.end(); // psql quits, its session ends
        await expect.poll(() => databaseUsers(postgres.url)).toEqual([]);
        const media = path.join(work, 'pg-media');
        restorePostgres(path.join(backupDir, folder), { databaseUrl: postgres.url, mediaDir: media });
        expect(psql('select name from fixtures').stdout.trim()).toBe('cup final');

        await postgres.halt();
        const failed = runBackup(backupDir, site);
        expect(failed.status).toBe(1);
        expect(failed.stderr).toMatch(/^club-site backup failed: pg_dump: .*(refused|connect)/);
        expect(failed.stderr.split('\n')).toHaveLength(1);
        expect(folders(backupDir)).toEqual([folder]);
      } finally {
        await postgres.stop();
      }
    },
  );
});
