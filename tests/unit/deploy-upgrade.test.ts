import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * deploy/upgrade.sh, the one-step upgrade, in a throwaway root (`--root`): a release made
 * of commands that write down what they were asked and with which environment, and a
 * systemctl that does the same. What runs in which order, what `current` points at, and
 * what is left when a step fails.
 */
let root: string;
let journal: string;
const lines = () => readFileSync(journal, 'utf8').trim().split('\n');
const current = () => readlinkSync(path.join(root, 'opt/club-site/current'));

/** A release folder `name` packed as `<name>.tar.gz`, whose commands write to the journal. */
function packRelease(name: string): string {
  const folder = path.join(root, 'build', name);
  mkdirSync(path.join(folder, 'commands'), { recursive: true });
  writeFileSync(path.join(folder, 'server.js'), '');
  // Its browser files: one of its own build, and one the running build has too.
  mkdirSync(path.join(folder, '.next', 'static', name), { recursive: true });
  // Written private, as a build on a strict umask would: the front's nginx must still read it.
  writeFileSync(path.join(folder, '.next', 'static', name, 'page.js'), `/* ${name} */`, { mode: 0o600 });
  mkdirSync(path.join(folder, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(folder, '.next', 'static', 'chunks', 'shared.js'), `/* as ${name} packed it */`);
  const command = (what: string, extra = '') =>
    `import { appendFileSync } from 'node:fs';\n${extra}appendFileSync(${JSON.stringify(journal)}, [${JSON.stringify(what)}, ...process.argv.slice(2), process.env.NODE_ENV, process.env.SITE_URL].join(' ') + '\\n');\n`;
  writeFileSync(path.join(folder, 'commands', 'keep-static.mjs'), command('keep-static'));
  writeFileSync(
    path.join(folder, 'commands', 'migrate.mjs'),
    command(
      'migrate',
      "if (process.env.MIGRATION_FAILS) { console.error('migrate: the database is gone'); process.exit(1); }\n",
    ),
  );
  const tarball = path.join(root, `${name}.tar.gz`);
  spawnSync('tar', ['-czf', tarball, '-C', path.join(root, 'build'), name]);
  return tarball;
}

function upgrade(tarball: string, ...args: string[]) {
  return spawnSync('bash', ['deploy/upgrade.sh', tarball, '--root', root, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SYSTEMCTL: path.join(root, 'systemctl') },
  });
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'club-upgrade-'));
  journal = path.join(root, 'journal');
  writeFileSync(journal, '');
  const running = path.join(root, 'opt/club-site/releases/0.1.0-old');
  mkdirSync(path.join(running, '.next', 'static'), { recursive: true });
  spawnSync('ln', ['-s', running, path.join(root, 'opt/club-site/current')]);
  mkdirSync(path.join(root, 'etc/club-site'), { recursive: true });
  writeFileSync(path.join(root, 'etc/club-site/club-site.env'), 'SITE_URL=https://www.club.example\n');
  // The front cache's folder of browser files, holding the running build's.
  mkdirSync(path.join(root, 'var/www/club-site/static/chunks'), { recursive: true });
  writeFileSync(path.join(root, 'var/www/club-site/static/chunks/shared.js'), '/* as the front had it */');
  // Two instances run; the one on RESTART_FAILS does not come back.
  writeFileSync(
    path.join(root, 'systemctl'),
    [
      '#!/usr/bin/env bash',
      'if [ "$1" = list-units ]; then',
      '  echo "club-site@3000.service loaded active running Club site, app instance on port 3000"',
      '  [ -n "$ONE_INSTANCE" ] || echo "club-site@3001.service loaded active running Club site, app instance on port 3001"',
      '  exit 0',
      'fi',
      `echo "systemctl $*" >> ${JSON.stringify(journal)}`,
      // What the front could serve when the first instance restarted.
      `[ -z "$FRONT_PROBE" ] || [ ! -e "$FRONT_PROBE" ] || echo "the front has $(basename "$FRONT_PROBE")" >> ${JSON.stringify(journal)}`,
      '[ "$2" != "club-site@${RESTART_FAILS:-none}" ]',
    ].join('\n'),
  );
  chmodSync(path.join(root, 'systemctl'), 0o755);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('deploy/upgrade.sh', () => {
  it('keeps the old browser files, migrates once, switches, then restarts each running instance in turn', () => {
    const result = upgrade(packRelease('0.2.0-new'));
    expect(result.status, result.stderr).toBe(0);
    const previous = path.join(root, 'opt/club-site/releases/0.1.0-old');
    expect(lines()).toEqual([
      `keep-static ${previous} production https://www.club.example`,
      'migrate production https://www.club.example',
      'systemctl restart club-site@3000',
      'systemctl restart club-site@3001',
    ]);
    expect(current()).toBe(path.join(root, 'opt/club-site/releases/0.2.0-new'));
    expect(result.stdout).toMatch(/upgraded to 0\.2\.0-new\n$/);
  });

  it("adds the new build's browser files to the front's folder before the first restart, rewriting none", () => {
    const front = path.join(root, 'var/www/club-site/static');
    const result = spawnSync('bash', ['deploy/upgrade.sh', packRelease('0.2.0-new'), '--root', root], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SYSTEMCTL: path.join(root, 'systemctl'),
        FRONT_PROBE: path.join(front, '0.2.0-new', 'page.js'),
      },
    });
    expect(result.status, result.stderr).toBe(0);
    expect(lines().slice(2, 4)).toEqual(['systemctl restart club-site@3000', 'the front has page.js']);
    expect(readFileSync(path.join(front, '0.2.0-new', 'page.js'), 'utf8')).toBe('/* 0.2.0-new */');
    expect(readFileSync(path.join(front, 'chunks', 'shared.js'), 'utf8')).toBe('/* as the front had it */');
    expect((statSync(path.join(front, '0.2.0-new', 'page.js')).mode & 0o777).toString(8)).toBe('644');
  });

  it("removes from the front's folder the files of builds before the previous one, a week after they were built", () => {
    const front = path.join(root, 'var/www/club-site/static');
    const aged = (file: string, days: number) => {
      const at = path.join(front, file);
      mkdirSync(path.dirname(at), { recursive: true });
      if (!existsSync(at)) writeFileSync(at, `/* ${file} */`);
      const when = new Date(Date.now() - days * 24 * 3600 * 1000);
      utimesSync(at, when, when);
    };
    aged('chunks/shared.js', 30); // the new release has it (its own, or kept from the previous build)
    aged('gone/page.js', 8); // no build since the previous one has it
    aged('recent/page.js', 2); // nor this one, built two days ago: a page may still name it
    const result = upgrade(packRelease('0.2.0-new'));
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(path.join(front, 'chunks/shared.js'))).toBe(true);
    expect(existsSync(path.join(front, 'recent/page.js'))).toBe(true);
    expect(existsSync(path.join(front, 'gone'))).toBe(false);
    expect(result.stdout).toContain(
      `browser files of builds before the previous one removed from ${front}: 1`,
    );
  });

  it("says where the browser files must go when the front's folder is on another server", () => {
    rmSync(path.join(root, 'var/www'), { recursive: true });
    const result = upgrade(packRelease('0.2.0-new'));
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      `no ${path.join(root, 'var/www/club-site/static')} here: the front's folder of browser files needs ${path.join(root, 'opt/club-site/releases/0.2.0-new/.next/static/')}`,
    );
  });

  it('restarts only the instances named, when ports follow the tarball', () => {
    const result = upgrade(packRelease('0.2.0-new'), '3001');
    expect(result.status, result.stderr).toBe(0);
    expect(lines().filter((line) => line.startsWith('systemctl'))).toEqual([
      'systemctl restart club-site@3001',
    ]);
  });

  it('changes nothing running when the migration fails, and can run again', () => {
    const tarball = packRelease('0.2.0-new');
    const failed = spawnSync('bash', ['deploy/upgrade.sh', tarball, '--root', root], {
      encoding: 'utf8',
      env: { ...process.env, SYSTEMCTL: path.join(root, 'systemctl'), MIGRATION_FAILS: '1' },
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('upgrade.sh: the migration failed');
    expect(failed.stderr).toContain('nothing running has changed');
    expect(current()).toBe(path.join(root, 'opt/club-site/releases/0.1.0-old'));
    expect(lines().some((line) => line.startsWith('systemctl'))).toBe(false);
    // The new folder is gone again: the same command works once the database is back.
    expect(upgrade(tarball).status).toBe(0);
  });

  it('stops at an instance that does not come back, and says how to go back', () => {
    const result = spawnSync('bash', ['deploy/upgrade.sh', packRelease('0.2.0-new'), '--root', root], {
      encoding: 'utf8',
      env: { ...process.env, SYSTEMCTL: path.join(root, 'systemctl'), RESTART_FAILS: '3000' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('club-site@3000 did not come back ready');
    expect(result.stderr).toContain(
      `to go back: bash ${path.join(root, 'opt/club-site/current')}/deploy/upgrade.sh --rollback`,
    );
    // The second instance still runs the old release, serving.
    expect(lines()).not.toContain('systemctl restart club-site@3001');
  });

  it('refuses what is not a release, and a missing file, with one line', () => {
    const folder = path.join(root, 'build', 'photos');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'a.jpg'), '');
    spawnSync('tar', ['-czf', path.join(root, 'photos.tar.gz'), '-C', path.join(root, 'build'), 'photos']);
    const notRelease = upgrade(path.join(root, 'photos.tar.gz'));
    expect([notRelease.status, notRelease.stderr.trim()]).toEqual([
      1,
      `upgrade.sh: ${path.join(root, 'photos.tar.gz')} is not a release (no server.js and commands/)`,
    ]);
    const missing = upgrade(path.join(root, 'nothing.tar.gz'));
    expect([missing.status, missing.stderr.trim()]).toEqual([
      1,
      `upgrade.sh: ${path.join(root, 'nothing.tar.gz')}: no such file`,
    ]);
    expect(current()).toBe(path.join(root, 'opt/club-site/releases/0.1.0-old'));
  });
});

describe('deploy/upgrade.sh on one instance', () => {
  const front = () => path.join(root, 'etc/nginx/conf.d/club-site.conf');
  const oneInstance = (...args: string[]) =>
    spawnSync('bash', ['deploy/upgrade.sh', ...args, '--root', root], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SYSTEMCTL: path.join(root, 'systemctl'),
        ONE_INSTANCE: '1',
        FRONT_RELOAD: `echo "front reloaded with $(grep -c backup ${front()}) backup" >> ${journal}`,
        FRONT_SETTLE_SECONDS: '0',
      },
    });
  beforeEach(() => {
    writeFileSync(path.join(root, 'opt/club-site/releases/0.1.0-old/server.js'), '');
    mkdirSync(path.dirname(front()), { recursive: true });
    writeFileSync(
      front(),
      'upstream club_site_app {\n' +
        '    server 127.0.0.1:3000 max_fails=1 fail_timeout=2s;\n' +
        '    server 127.0.0.1:3001 backup max_fails=1 fail_timeout=2s;\n' +
        '    keepalive 32;\n}\n',
    );
  });

  it('starts the new release beside the old one, moves the front, then stops the old one; --rollback goes back', () => {
    const upgraded = oneInstance(packRelease('0.2.0-new'));
    expect(upgraded.status, upgraded.stderr).toBe(0);
    const upgrades = lines().slice(2);
    expect(upgrades).toEqual([
      'systemctl start club-site@3001',
      'front reloaded with 1 backup',
      'systemctl stop club-site@3000',
      'systemctl disable --quiet club-site@3000',
      'systemctl enable --quiet club-site@3001',
    ]);
    expect(readFileSync(front(), 'utf8')).toContain(
      '    server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;\n    server 127.0.0.1:3000 backup max_fails=1',
    );
    expect(current()).toBe(path.join(root, 'opt/club-site/releases/0.2.0-new'));

    writeFileSync(journal, '');
    const back = spawnSync('bash', ['deploy/upgrade.sh', '--rollback', '3001', '--root', root], {
      encoding: 'utf8',
      env: { ...process.env, SYSTEMCTL: path.join(root, 'systemctl') },
    });
    expect(back.status, back.stderr).toBe(2); // ports go with a tarball only
    const rolledBack = oneInstance('--rollback');
    expect(rolledBack.status, rolledBack.stderr).toBe(0);
    expect(current()).toBe(path.join(root, 'opt/club-site/releases/0.1.0-old'));
    expect(readlinkSync(path.join(root, 'opt/club-site/previous'))).toBe(
      path.join(root, 'opt/club-site/releases/0.2.0-new'),
    );
    expect(rolledBack.stdout).toMatch(/rolled back to 0\.1\.0-old\n$/);
  });

  it('leaves the old instance serving when the new one does not answer ready', () => {
    const result = spawnSync('bash', ['deploy/upgrade.sh', packRelease('0.2.0-new'), '--root', root], {
      encoding: 'utf8',
      env: {
        ...process.env,
        SYSTEMCTL: path.join(root, 'systemctl'),
        ONE_INSTANCE: '1',
        RESTART_FAILS: '3001',
        FRONT_RELOAD: 'true',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /club-site@3001 with 0\.2\.0-new did not answer ready.*club-site@3000 still runs 0\.1\.0-old/,
      ),
    ]);
    expect(current()).toBe(path.join(root, 'opt/club-site/releases/0.1.0-old'));
    expect(lines()).not.toContain('systemctl stop club-site@3000');
  });
});
