import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNginxConfig } from '@/scripts/nginx';

/**
 * deploy/nginx/worker-limits.sh on Debian's own nginx.conf (installed by the test command):
 * Debian's 768 connections per worker refused streams past about 500 through the terminator
 * and the front ("worker_connections are not enough").
 */
const folder = mkdtempSync(path.join(tmpdir(), 'club-worker-limits-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const debianConf = '/etc/nginx/nginx.conf';
const run = (...args: string[]) =>
  spawnSync('bash', ['deploy/nginx/worker-limits.sh', ...args], { encoding: 'utf8' });
const setting = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`^\\s*${name}\\s+(\\d+);`, 'gm'))].map((match) => Number(match[1]));

describe('nginx sized for the live streams', () => {
  it('raises worker_connections and the open-file limit once, however often it runs, and nginx accepts it', () => {
    const conf = path.join(folder, 'nginx.conf');
    copyFileSync(debianConf, conf);
    expect(setting(readFileSync(conf, 'utf8'), 'worker_connections')[0]).toBeLessThan(1_000);
    for (const streams of ['5000', '10000']) {
      const raised = run(conf, streams);
      expect(raised.status, raised.stderr).toBe(0);
    }
    const text = readFileSync(conf, 'utf8');
    // Three connections a stream, as if one worker held them all, and room for the pages.
    expect(setting(text, 'worker_connections')).toEqual([34_096]);
    expect(setting(text, 'worker_rlimit_nofile')).toEqual([68_192]);
    // Debian's file includes modules and sites this machine may lack: test the main part alone.
    const checked = path.join(folder, 'checked.conf');
    writeFileSync(
      checked,
      text
        .split('\n')
        .filter((line) => !/^\s*include\s/.test(line))
        .join('\n')
        .replace(/^\s*pid\s+[^;]+;/m, `pid ${folder}/nginx.pid;`),
    );
    const tested = checkNginxConfig(folder, checked);
    expect(tested.status, tested.stderr).toBe(0);
  });

  it('refuses, in one line, a file it cannot set and a count that is not one', () => {
    const elsewhere = path.join(folder, 'other.conf');
    writeFileSync(elsewhere, 'events {}\nhttp {}\n');
    for (const [args, reason] of [
      [[elsewhere], /has no worker_connections line/],
      [[path.join(folder, 'missing.conf')], /no nginx file at/],
      [[elsewhere, '10k'], /streams must be a whole number/],
    ] as const) {
      const refused = run(...args);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(reason);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('is run by the install wherever nginx is installed', () => {
    const root = path.join(folder, 'root');
    mkdirSync(path.join(root, 'etc', 'nginx'), { recursive: true });
    copyFileSync(debianConf, path.join(root, 'etc', 'nginx', 'nginx.conf'));
    const installed = spawnSync('bash', ['deploy/install.sh', '--root', root], { encoding: 'utf8' });
    expect(installed.status, installed.stderr).toBe(0);
    expect(
      setting(readFileSync(path.join(root, 'etc', 'nginx', 'nginx.conf'), 'utf8'), 'worker_connections'),
    ).toEqual([34_096]);
  });
});
