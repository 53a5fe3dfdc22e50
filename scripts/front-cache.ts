/**
 * Runs the shipped front cache (deploy/nginx/club-site.conf) on a loopback port in front
 * of running app instances: for the end-to-end tests, the stack and the bench. The
 * configuration is the deployable file itself with its EDIT placeholders filled in, so
 * what is tested is what a club installs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startNginx, type Nginx } from './nginx';

export type FrontCache = Nginx;

export function frontCacheConfig(listenPort: number, upstreamPorts: number[], cacheDir: string): string {
  const template = readFileSync(path.join('deploy', 'nginx', 'club-site.conf'), 'utf8');
  return template
    .replace('@CACHE_DIR@', cacheDir)
    .replace('@PAGES_DIR@', path.resolve('deploy', 'nginx'))
    .replace('@LISTEN@', `127.0.0.1:${listenPort}`)
    .replace('@UPSTREAMS@', upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n'));
}

export function startFrontCache(listenPort: number, upstreamPorts: number[]): Promise<FrontCache> {
  return startNginx(listenPort, (folder) =>
    frontCacheConfig(listenPort, upstreamPorts, path.join(folder, 'cache')),
  );
}
