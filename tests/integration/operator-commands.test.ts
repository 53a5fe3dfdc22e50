import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The operator commands as cron and a person at a terminal run them, on a fresh database
 * of their own: each exits 0 every time it did its work (never Node's 13, never silent),
 * and on a failure exits non-zero with one line that says why (docs/operations.md "Going live").
 */
const dir = mkdtempSync(path.join(tmpdir(), 'club-commands-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** How many runs in a row each command must survive (issue 29: twenty; fewer to try a change). */
const RUNS = Number(process.env.COMMAND_RUNS ?? 20);

const production: Record<string, string> = {
  NODE_ENV: 'production',
  DEMO: '0',
  PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
  SITE_URL: 'https://www.club.example',
  DATABASE_URL: `file:${path.join(dir, 'club.db')}`,
  MEDIA_DIR: path.join(dir, 'media'),
  ADMIN_PASSWORD: 'a long enough passphrase',
  DEBUG: '',
};

type Outcome = { code: number | null; stdout: string; stderr: string };

function command(
  script: string,
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<Outcome> {
  const child = spawn('node', ['--conditions=production', 'scripts/command-launcher.mjs', script, ...args], {
    env: { ...process.env, ...production, ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Two at a time (the CI machine has two cores): `runs` rounds of `round`. */
async function inRounds(runs: number, round: (run: number) => Promise<Outcome>[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let run = 0; run < runs; run++) outcomes.push(...(await Promise.all(round(run))));
  return outcomes;
}

const codes = (outcomes: Outcome[]) =>
  outcomes.map(({ code, stderr }) => (code === 0 ? 0 : `${code}: ${stderr}`));
const mode = (file: string) => statSync(file).mode & 0o777;

describe(`each operator command ${RUNS} times in a row on a fresh database`, () => {
  it('exits 0 every time, and makes files only their owner reads', { timeout: 600_000 }, async () => {
    const first = await command('prepare-database', []);
    expect(first.code, first.stderr).toBe(0);
    const database = production.DATABASE_URL.replace('file:', '');
    expect([mode(database), mode(`${database}-wal`), mode(`${database}-shm`)]).toEqual([0o600, 0o600, 0o600]);

    const prepared = await inRounds(RUNS, (run) => [
      command('prepare-database', []),
      command('create-admin', ['--email', `admin${run}@club.example`]),
    ]);
    expect(codes(prepared)).toEqual(prepared.map(() => 0));
    const reindexed = await command('search-rebuild', []);
    expect(reindexed.code, reindexed.stderr).toBe(0);
    expect(reindexed.stdout).toMatch(/^Rebuilt the site search's index: 0 documents/m);

    const backup = (run: number) => path.join(dir, 'backups', `night ${run}`);
    const firstBackup = await command('backup', [backup(0)]);
    expect(firstBackup.code, firstBackup.stderr).toBe(0);
    expect([mode(backup(0)), mode(path.join(backup(0), 'club.db'))]).toEqual([0o700, 0o600]);

    // Restored into a database of its own, so that it never pulls the file from under a backup.
    const elsewhere = {
      DATABASE_URL: `file:${path.join(dir, 'restored.db')}`,
      MEDIA_DIR: path.join(dir, 'restored-media'),
    };
    const copied = await inRounds(RUNS, (run) => [
      command('backup', [backup(run + 1)]),
      // And the cache it empties is a build folder of its own, not the suite's.
      command('restore', [backup(0)], { ...elsewhere, NEXT_DIST_DIR: path.join(dir, 'build') }),
    ]);
    expect(codes(copied)).toEqual(copied.map(() => 0));
  });
});

describe('a command that cannot do its work', () => {
  const oneLine = (outcome: Outcome) => outcome.stderr.trim().split('\n');

  it('says why in one line and exits non-zero', { timeout: 300_000 }, async () => {
    const aFile = path.join(dir, 'a-file');
    writeFileSync(aFile, '');
    const garbage = path.join(dir, 'not-a-database.db');
    writeFileSync(garbage, 'this is not an SQLite file, whatever its name says');
    const [unwritable, missingFolder, notADatabase, postgresDown, badSettings, usage, taken, reindexDown] =
      await Promise.all([
        // A folder that cannot be made (its parent is a file: refused even to root).
        command('backup', [path.join(aFile, 'tonight')]),
        command('backup', [path.join(dir, 'never')], { DATABASE_URL: `file:${path.join(aFile, 'club.db')}` }),
        command('create-admin', ['--email', 'file@club.example'], { DATABASE_URL: `file:${garbage}` }),
        command('create-admin', ['--email', 'pg@club.example'], {
          DATABASE_URL: 'postgres://club@127.0.0.1:1/club',
        }),
        command('restore', [path.join(dir, 'never')], {
          PAYLOAD_SECRET: undefined,
          TRUSTED_PROXIES: '1 # the front cache',
          SITE_URL: 'not a url',
        }),
        command('prepare-database', ['--demo-please']),
        command('create-admin', ['--email', 'admin0@club.example']),
        command('search-rebuild', [], { DATABASE_URL: 'postgres://club@127.0.0.1:1/club' }),
      ]);
    expect(unwritable.code).toBe(1);
    expect(oneLine(unwritable)).toEqual([expect.stringMatching(/^backup: failed: ENOTDIR.*a-file/)]);
    expect(missingFolder.code).toBe(1);
    expect(oneLine(missingFolder).at(-1)).toMatch(/^backup: failed: /);
    expect(notADatabase.code).toBe(1);
    expect(oneLine(notADatabase).at(-1)).toMatch(/^admin:create: failed: .*not a database/);
    expect(postgresDown.code).toBe(1);
    expect(oneLine(postgresDown).at(-1)).toMatch(/^admin:create: failed: .*cannot connect to Postgres/);
    expect(badSettings.code).toBe(78);
    expect(oneLine(badSettings)).toEqual([
      'restore: invalid environment configuration: SITE_URL: Invalid URL; ' +
        'PAYLOAD_SECRET: must be set with NODE_ENV=production (docs/operations.md "Going live"); ' +
        'TRUSTED_PROXIES: ends in "# the front cache": a comment after the value? ' +
        'systemd keeps it as part of the value; put comments on lines of their own; ' +
        "run it with the site's settings: set -a; . /etc/club-site/club-site.env; set +a",
    ]);
    expect(usage.code).toBe(2);
    expect(oneLine(usage)).toEqual([expect.stringMatching(/^db:prepare: Unknown option '--demo-please'/)]);
    expect(taken.code).toBe(2);
    expect(oneLine(taken)).toEqual(['admin:create: admin0@club.example already has an account']);
    expect(reindexDown.code).toBe(1);
    expect(oneLine(reindexDown).at(-1)).toMatch(/^search:rebuild: failed: .*cannot connect to Postgres/);
    for (const outcome of [
      unwritable,
      missingFolder,
      notADatabase,
      postgresDown,
      badSettings,
      usage,
      taken,
      reindexDown,
    ]) {
      expect(outcome.stderr).not.toMatch(/^\s+at /m);
    }
  });
});
