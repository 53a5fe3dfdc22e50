import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverDefaults } from '@/deploy/nginx/render.mjs';
import { parseEnv } from '@/lib/shared/env';
import { parseSystemdEnvironmentFile } from '@/tests/support/systemd-environment-file';

/**
 * deploy/install.sh and the systemd units it installs: the service user's folders and
 * environment file as the units expect them, installed twice into a throwaway root
 * (`--root`: no user, no owners, no systemctl), and the units checked by systemd's own
 * `systemd-analyze verify` where it is installed, and key by key everywhere.
 */
const root = mkdtempSync(path.join(tmpdir(), 'club-install-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const install = (...args: string[]) =>
  spawnSync('bash', ['deploy/install.sh', '--root', root, ...args], { encoding: 'utf8' });
const mode = (file: string) => (statSync(path.join(root, file)).mode & 0o777).toString(8);
const envFile = 'etc/club-site/club-site.env';

/** The values of `key=` in a unit file, in order (a unit may repeat a key). */
function unitValues(unit: string, key: string): string[] {
  const text = readFileSync(path.join('deploy/systemd', unit), 'utf8');
  return [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]);
}
const unitValue = (unit: string, key: string) => unitValues(unit, key).at(-1);

describe('deploy/install.sh', () => {
  it('creates the folders, the environment file with a new secret, and installs the units', () => {
    const first = install('--site-url', 'https://www.westhoek.example');
    expect(first.status, first.stderr).toBe(0);
    expect(mode('var/lib/club-site')).toBe('700');
    expect(mode('var/lib/club-site/backups')).toBe('700');
    expect(mode('opt/club-site/releases')).toBe('755');
    // The front cache's browser files, which nginx's user reads.
    expect(mode('var/www/club-site/static')).toBe('755');
    expect(mode(envFile)).toBe('600');
    expect(mode('usr/local/bin/club-site-backup')).toBe('755');
    for (const unit of ['club-site@.service', 'club-site-backup.service', 'club-site-backup.timer']) {
      expect(readFileSync(path.join(root, 'etc/systemd/system', unit), 'utf8')).toBe(
        readFileSync(path.join('deploy/systemd', unit), 'utf8'),
      );
    }
    // What it wrote is what the app starts on, as systemd reads it.
    const settings = parseSystemdEnvironmentFile(readFileSync(path.join(root, envFile), 'utf8'));
    expect(settings.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const env = parseEnv(settings);
    expect([env.SITE_URL, env.DATABASE_URL, env.MEDIA_DIR]).toEqual([
      'https://www.westhoek.example',
      'file:/var/lib/club-site/club.db',
      '/var/lib/club-site/media',
    ]);
    // Saved match states go to the live publisher of the front this server's nginx runs.
    const publisher = serverDefaults['club-site.conf'].LIVE_PUBLISH_LISTEN;
    expect(env.LIVE_PUBLISH_URL).toEqual([`http://${publisher}/live-publish/`]);
    expect(readFileSync('deploy/nginx/club-site.conf', 'utf8')).toContain('location ~ "^/live-publish/(');
  });

  it('can run again: the environment file and the data stay as they are', () => {
    appendFileSync(path.join(root, envFile), 'SMTP_HOST=smtp.westhoek.example\n');
    writeFileSync(path.join(root, 'var/lib/club-site/club.db'), 'the club');
    const before = readFileSync(path.join(root, envFile), 'utf8');
    const again = install();
    expect(again.status, again.stderr).toBe(0);
    expect(readFileSync(path.join(root, envFile), 'utf8')).toBe(before);
    expect(readFileSync(path.join(root, 'var/lib/club-site/club.db'), 'utf8')).toBe('the club');
  });

  it('refuses a site address that is not https', () => {
    const refused = spawnSync(
      'bash',
      ['deploy/install.sh', '--root', path.join(root, 'other'), '--site-url', 'http://x.example'],
      { encoding: 'utf8' },
    );
    expect([refused.status, refused.stderr.trim()]).toEqual([
      1,
      'install.sh: --site-url must be https://<host> (got http://x.example)',
    ]);
  });
});

describe('the systemd units', () => {
  it('run the active release with plain node, as the service user, on the instance port', () => {
    expect(unitValue('club-site@.service', 'WorkingDirectory')).toBe('/opt/club-site/current');
    expect(unitValue('club-site@.service', 'ExecStart')).toBe(
      '/usr/bin/env PORT=%i HOSTNAME=${LISTEN_ADDRESS} node --enable-source-maps server.js',
    );
    expect(readFileSync('deploy/systemd/club-site@.service', 'utf8')).not.toMatch(/npx|npm /);
    expect(unitValue('club-site@.service', 'User')).toBe('club-site');
    expect(unitValue('club-site@.service', 'EnvironmentFile')).toBe(`/${envFile}`);
    // Loopback unless the environment file says otherwise, never every interface.
    expect(unitValue('club-site@.service', 'Environment')).toMatch(/\bLISTEN_ADDRESS=127\.0\.0\.1\b/);
  });

  it('start only once the instance is ready, restart on failure and stop gracefully', () => {
    expect(unitValue('club-site@.service', 'ExecStartPost')).toMatch(
      /^\/usr\/bin\/env PORT=%i .*node commands\/health-check\.mjs --wait 60$/,
    );
    expect(Number(unitValue('club-site@.service', 'TimeoutStartSec'))).toBeGreaterThan(60);
    expect(unitValue('club-site@.service', 'Restart')).toBe('on-failure');
    // Each try waits for readiness, so the limit's window must hold several tries.
    expect(Number(unitValue('club-site@.service', 'StartLimitIntervalSec'))).toBeGreaterThanOrEqual(60);
    expect(unitValue('club-site@.service', 'KillSignal')).toBe('SIGTERM');
    // Longer than the instance's own stop (lib/shared/http/prompt-stop.ts), not much longer.
    expect(Number(unitValue('club-site@.service', 'TimeoutStopSec'))).toBe(10);
  });

  it('keep the data to the service user and the rest of the system read-only', () => {
    for (const unit of ['club-site@.service', 'club-site-backup.service']) {
      expect(unitValue(unit, 'UMask'), unit).toBe('0077');
      expect(unitValue(unit, 'ProtectSystem'), unit).toBe('strict');
      expect(unitValue(unit, 'ReadWritePaths')?.split(' '), unit).toContain('/var/lib/club-site');
      expect(unitValue(unit, 'ProtectHome'), unit).toBe('yes');
      expect(unitValue(unit, 'PrivateTmp'), unit).toBe('yes');
      expect(unitValue(unit, 'NoNewPrivileges'), unit).toBe('yes');
      expect(unitValue(unit, 'EnvironmentFile'), unit).toBe(`/${envFile}`);
    }
  });

  it('back up every night with the script install.sh puts in place', () => {
    expect(unitValue('club-site-backup.service', 'ExecStart')).toBe('/usr/local/bin/club-site-backup');
    expect(unitValue('club-site-backup.service', 'Type')).toBe('oneshot');
    // On the club's clock: a server kept in UTC would otherwise back up an hour or two later.
    expect(unitValue('club-site-backup.timer', 'OnCalendar')).toMatch(
      /^\*-\*-\* \d\d:\d\d:00 Europe\/Brussels$/,
    );
    expect(unitValue('club-site-backup.timer', 'Persistent')).toBe('true');
  });

  it("pass systemd's own check, where systemd is installed", (context) => {
    if (spawnSync('systemd-analyze', ['--version']).status !== 0) return context.skip();
    const units = path.join(root, 'verify');
    mkdirSync(units, { recursive: true });
    const backupScript = path.join(root, 'usr/local/bin/club-site-backup');
    expect(existsSync(backupScript)).toBe(true);
    for (const unit of ['club-site@.service', 'club-site-backup.service', 'club-site-backup.timer']) {
      // The backup unit's command is checked where the throwaway install put it.
      const text = readFileSync(path.join('deploy/systemd', unit), 'utf8');
      writeFileSync(path.join(units, unit), text.replaceAll('/usr/local/bin/club-site-backup', backupScript));
    }
    const verified = spawnSync(
      'systemd-analyze',
      [
        'verify',
        '--man=no',
        './club-site@3000.service',
        './club-site-backup.service',
        './club-site-backup.timer',
      ],
      { cwd: units, encoding: 'utf8' },
    );
    // It prints what it ignores (an unknown key, a bad value) yet exits 0: both must be clean.
    expect([verified.status, verified.stderr + verified.stdout]).toEqual([0, '']);
  });
});
