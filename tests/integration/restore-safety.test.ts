import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileCommands } from '@/scripts/release/compile-commands';

/**
 * The release's restore as a volunteer runs it (docs/operations.md "Backups"): the commands
 * compiled as `npm run release` compiles them, run with plain `node`, as root when the
 * machine lets the test be root (the service user is then `nobody`, which owns the data
 * folder as club-site owns /var/lib/club-site). Run without the settings it used to restore
 * into a database of its own in ./data and say "Restored"; under a running instance it
 * replaced the file the instance kept serving; as root it left club.db root's, mode 600,
 * and the service could not open it.
 */
const work = mkdtempSync(path.join(tmpdir(), 'club-restore-safety-'));
const commands = path.resolve(`.restore-safety-commands-${process.pid}`);
const data = path.join(work, 'data');
const database = path.join(data, 'club.db');
const media = path.join(data, 'media');
const backup = path.join(data, 'backups', 'night');
const asRoot = process.getuid?.() === 0;
const SERVICE_USER = 65534; // nobody

const settings = {
  PATH: process.env.PATH!,
  PAYLOAD_SECRET: 'a-production-secret-of-at-least-32-characters',
  SITE_URL: 'https://www.club.example',
  DATABASE_URL: `file:${database}`,
  MEDIA_DIR: media,
  NEXT_DIST_DIR: path.join(work, 'build'),
  ADMIN_PASSWORD: 'a long enough passphrase',
};

type Outcome = { code: number | null; stdout: string; stderr: string };

/** A release command with exactly `env` (no NODE_ENV: the release sets its own), from `cwd`. */
function command(name: string, args: string[], env: Record<string, string>, cwd = work): Outcome {
  const result = spawnSync('node', [path.join(commands, `${name}.mjs`), ...args], {
    env: env as NodeJS.ProcessEnv,
    cwd,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The accounts in the database, read as the service would, by the service's user. */
function accounts(): string[] {
  const read = spawnSync(
    'node',
    [
      '-e',
      `const D = require(${JSON.stringify(path.resolve('node_modules/libsql'))});
       const db = new D(process.argv[1]);
       db.exec("create table if not exists written_by_the_service (x)");
       console.log(db.prepare('select email from users order by email').all().map((u) => u.email).join(','));`,
      database,
    ],
    { encoding: 'utf8', ...(asRoot ? { uid: SERVICE_USER, gid: SERVICE_USER } : {}) },
  );
  expect(read.status, read.stderr).toBe(0);
  return read.stdout.trim().split(',');
}

beforeAll(async () => {
  chmodSync(work, 0o755); // as /var/lib is, above the service's own folder
  mkdirSync(data);
  if (asRoot) chownSync(data, SERVICE_USER, SERVICE_USER);
  await compileCommands(path.join(commands, 'commands'), ['migrate', 'create-admin', 'backup', 'restore']);
  for (const step of [
    ['migrate', []],
    ['create-admin', ['--email', 'first@club.example']],
    ['backup', [backup]],
    ['create-admin', ['--email', 'after-the-backup@club.example']],
  ] as const) {
    const outcome = command(`commands/${step[0]}`, [...step[1]], settings);
    expect(outcome.code, outcome.stderr).toBe(0);
  }
}, 120_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(commands, { recursive: true, force: true });
});

// The front's page cache: the test's, never the machine's /var/cache/nginx/club-site.
const front = path.join(work, 'front-cache');
const restore = (env: Record<string, string>, cwd?: string) =>
  command('commands/restore', [backup, '--front-cache', front], env, cwd);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lines = (text: string) => text.trim().split('\n');

describe("the release's restore", () => {
  it('refuses without the settings, in one line, and writes nothing', () => {
    const scratch = mkdtempSync(path.join(work, 'release-'));
    const refused = restore({ PATH: settings.PATH }, scratch);
    expect(refused.code).toBe(78);
    expect(lines(refused.stderr)).toEqual([
      expect.stringMatching(/^restore: .*PAYLOAD_SECRET: must be set.*run it with the site's settings/),
    ]);
    expect(readdirSync(scratch)).toEqual([]);
  });

  it('refuses while an instance has the database open, and leaves it as it was', async () => {
    const instance = await holdOpen(database);
    try {
      const refused = restore(settings);
      expect(refused.code).toBe(2);
      expect(lines(refused.stderr)).toEqual([
        expect.stringMatching(
          new RegExp(`^restore: refused: ${database} is in use by ${instance.pid} \\(node`),
        ),
      ]);
    } finally {
      instance.kill();
    }
    expect(accounts()).toEqual(['after-the-backup@club.example', 'first@club.example']);
  });

  it("says what it replaces, empties the caches, and leaves the files the service user's", () => {
    mkdirSync(path.join(front, 'a', 'bc'), { recursive: true });
    writeFileSync(path.join(front, 'a', 'bc', 'page'), 'a page of before the restore');
    const restored = restore(settings);
    expect(restored.code, restored.stderr).toBe(0);
    expect(lines(restored.stdout)[0]).toMatch(
      new RegExp(
        `^Replacing the database ${escaped(database)} and the media folder ${escaped(media)} ` +
          `with the backup of \\S+ in ${escaped(backup)}$`,
      ),
    );
    // The newsletter's suppression list of the replaced database is carried over (issue 45).
    expect(restored.stdout).toMatch(/^Kept the newsletter's suppression list: 0 address/m);
    expect(readdirSync(front)).toEqual([]);
    const written = [database, `${database}-wal`, `${database}-shm`].filter((file) => existsSync(file));
    const owners = written.map(
      (file) => `${statSync(file).uid} ${(statSync(file).mode & 0o777).toString(8)}`,
    );
    const owner = asRoot ? SERVICE_USER : process.getuid!();
    expect(owners).toEqual(written.map(() => `${owner} 600`));
    // The service's user opens and writes it: the restored state, without the later account.
    expect(accounts()).toEqual(['first@club.example']);
  });
});

/** A process holding the database open as a running instance does, until killed. */
async function holdOpen(file: string): Promise<ChildProcess> {
  const child = spawn(
    'node',
    [
      '-e',
      `const D = require(${JSON.stringify(path.resolve('node_modules/libsql'))});
       new D(process.argv[1]).prepare('select count(*) from users').get();
       console.log('open'); setInterval(() => {}, 1000);`,
      file,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return child;
}
