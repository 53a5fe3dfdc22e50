/**
 * Runs the shipped front cache (deploy/nginx/club-site.conf, Debian's nginx) on a
 * loopback port in front of running app instances: for the end-to-end tests and the
 * bench. The configuration is the deployable file itself, with its EDIT placeholders
 * filled in, so what is tested is what a club installs.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type FrontCache = { origin: string; stop: () => void };

export function frontCacheConfig(listenPort: number, upstreamPorts: number[], cacheDir: string): string {
  const template = readFileSync(path.join('deploy', 'nginx', 'club-site.conf'), 'utf8');
  return template
    .replace('@CACHE_DIR@', cacheDir)
    .replace('@LISTEN@', `127.0.0.1:${listenPort}`)
    .replace('@UPSTREAMS@', upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n'));
}

async function waitForPort(origin: string, nginx: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(log, 'utf8')}`);
    try {
      await fetch(`${origin}/robots.txt`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

/** Starts nginx in the foreground of its own process group; `stop()` ends it and removes its files. */
export async function startFrontCache(listenPort: number, upstreamPorts: number[]): Promise<FrontCache> {
  const origin = `http://127.0.0.1:${listenPort}`;
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${listenPort} is taken: the front cache needs a free one`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'club-front-cache-'));
  const log = path.join(prefix, 'error.log');
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    [
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${log} warn;`,
      // Root starts nginx in CI; its workers must write the cache folder under /tmp.
      spawnSync('id', ['-u']).stdout.toString().trim() === '0' ? 'user root;' : '',
      'worker_processes 1;',
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      frontCacheConfig(listenPort, upstreamPorts, path.join(prefix, 'cache')),
      '}',
    ].join('\n'),
  );
  const nginx = spawn(nginxPath, ['-p', prefix, '-e', log, '-c', config, '-g', 'daemon off;'], {
    detached: true,
    stdio: 'ignore',
  });
  await waitForPort(origin, nginx, log);
  return {
    origin,
    stop: () => {
      if (nginx.exitCode === null && nginx.pid) process.kill(-nginx.pid, 'SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
