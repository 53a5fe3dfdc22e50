/**
 * Debian's nginx run in the foreground of its own process group with a configuration of
 * ours, in a temporary folder: the front cache for tests, stack and bench, and the
 * bench's plain file server.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's nchan (libnginx-mod-nchan): the front's live match streams (deploy/nginx/club-site.conf). */
export const nchanModule = '/usr/lib/nginx/modules/ngx_nchan_module.so';

export type Nginx = { origin: string; folder: string; pid: number; stop: () => void };

async function waitForPort(origin: string, nginx: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(log, 'utf8')}`);
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origin}`);
}

/** `nginx -t` on `config`, its paths relative to `folder` (where its error log goes too). */
export function checkNginxConfig(folder: string, config: string): SpawnSyncReturns<string> {
  return spawnSync(nginxPath, ['-t', '-p', folder, '-e', path.join(folder, 'error.log'), '-c', config], {
    encoding: 'utf8',
  });
}

export type NginxOptions = {
  /** Connections each worker holds at once: clients and, when it proxies, as many upstreams. */
  workerConnections?: number;
  /** Dynamic modules to load, by path (Debian's are in /usr/lib/nginx/modules). */
  modules?: string[];
};

/**
 * Starts nginx on 127.0.0.1:`port` with `http(folder)` as its http block, where `folder`
 * is its own temporary folder (for a cache or files); `stop()` ends it and removes the folder.
 */
export async function startNginx(
  port: number,
  http: (folder: string) => string,
  { workerConnections = 4096, modules = [] }: NginxOptions = {},
): Promise<Nginx> {
  const origin = `http://127.0.0.1:${port}`;
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: nginx needs a free one`);
  const folder = mkdtempSync(path.join(tmpdir(), 'club-nginx-'));
  const log = path.join(folder, 'error.log');
  const config = path.join(folder, 'nginx.conf');
  writeFileSync(
    config,
    [
      ...modules.map((module) => `load_module ${module};`),
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${log} warn;`,
      // Started by root (CI), its workers must still write the folder under /tmp.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes auto;',
      // Each connection is a file descriptor (two when proxied): the live bench holds thousands.
      workerConnections > 4096 ? `worker_rlimit_nofile ${2 * workerConnections + 1024};` : '',
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      '  access_log off;',
      http(folder),
      '}',
    ].join('\n'),
  );
  const nginx = spawn(nginxPath, ['-p', folder, '-e', log, '-c', config, '-g', 'daemon off;'], {
    detached: true,
    stdio: 'ignore',
  });
  await waitForPort(origin, nginx, log);
  return {
    origin,
    folder,
    pid: nginx.pid ?? 0,
    stop: () => {
      if (nginx.exitCode === null && nginx.pid) process.kill(-nginx.pid, 'SIGTERM');
      // Its workers may still be writing a cached copy as they exit (ENOTEMPTY).
      rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}
