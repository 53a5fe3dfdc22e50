/**
 * Runs the shipped front cache (deploy/nginx/club-site.conf) on a loopback port in front
 * of running app instances: for the end-to-end tests, the stack and the bench. The
 * configuration is the deployable file itself with its @PLACEHOLDERS@ filled in by the
 * code a club fills it with (deploy/nginx/render.mjs), so what is tested is what a club
 * installs.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientLimits, fillPlaceholders } from '../deploy/nginx/render.mjs';
import { FRONT_BODY_LIMIT_MB } from '../lib/cms/uploads/upload-limit';
import { nchanModule, startNginx, type Nginx, type NginxOptions } from './nginx';

export type FrontCache = Nginx;

export type FrontCacheOptions = {
  /** Host names it answers for; any other Host is refused (421). */
  serverNames?: string[];
  /**
   * Addresses its per-client limits do not count. By default loopback: the tests, the
   * stack and the bench are one client on this machine making thousands of requests.
   */
  unlimitedClients?: string[];
  /** A TLS terminator before it, whose X-Forwarded-For names the visitor (none by default). */
  realIpFrom?: string[];
  /** The per-client limits, by placeholder (MISS_RATE…): by default those a club's server gets. */
  limits?: Partial<typeof clientLimits>;
  /**
   * The loopback port the app instances publish live match states to (LIVE_PUBLISH_URL
   * `http://127.0.0.1:<port>/live-publish/`); by default a socket in its own folder, which
   * nothing publishes to.
   */
  livePublishPort?: number;
  /**
   * The folder it serves /_next/static/ from (deploy/upgrade.sh fills a server's): by default
   * this checkout's build, the one its instances run.
   */
  staticDir?: string;
};

const loopbackNames = ['127.0.0.1', 'localhost'];

export function frontCacheConfig(
  listenPort: number,
  upstreamPorts: number[],
  cacheDir: string,
  {
    serverNames = siteHostNames(),
    unlimitedClients = ['127.0.0.0/8'],
    realIpFrom = [],
    limits = {},
    livePublishPort,
    staticDir = path.resolve('.next', 'static'),
  }: FrontCacheOptions = {},
): string {
  return fillPlaceholders(readFileSync(path.join('deploy', 'nginx', 'club-site.conf'), 'utf8'), {
    CACHE_DIR: cacheDir,
    PAGES_DIR: path.resolve('deploy', 'nginx'),
    STATIC_DIR: staticDir,
    LISTEN: `127.0.0.1:${listenPort}`,
    SERVER_NAME: serverNames.join(' '),
    BODY_LIMIT: `${FRONT_BODY_LIMIT_MB}m`,
    UNLIMITED_CLIENTS: unlimitedClients,
    UPSTREAMS: upstreamPorts.map((port) => `127.0.0.1:${port}`),
    REAL_IP_FROM: realIpFrom,
    LIVE_PUBLISH_LISTEN: livePublishPort
      ? `127.0.0.1:${livePublishPort}`
      : `unix:${path.join(cacheDir, '..', 'live-publish.sock')}`,
    LIVE_PUBLISHERS: ['127.0.0.1', 'unix:'],
    GATE_LISTEN: `unix:${path.join(cacheDir, '..', 'gate.sock')}`,
    ...clientLimits,
    ...limits,
  });
}

/** Where the stack's and the bench's instances publish live match states to a front started with `livePublishPort`. */
export const livePublishUrl = (livePublishPort: number) =>
  `http://127.0.0.1:${livePublishPort}/live-publish/`;

/** Loopback, and the host of SITE_URL when one is set (the stack's front is reached by it). */
function siteHostNames(): string[] {
  const site = process.env.SITE_URL ? new URL(process.env.SITE_URL).hostname : undefined;
  return [...new Set([...loopbackNames, ...(site ? [site] : [])])];
}

export function startFrontCache(
  listenPort: number,
  upstreamPorts: number[],
  options: FrontCacheOptions = {},
  nginxOptions: NginxOptions = {},
): Promise<FrontCache> {
  return startNginx(
    listenPort,
    (folder) => {
      const cacheDir = path.join(folder, 'cache');
      mkdirSync(cacheDir);
      return frontCacheConfig(listenPort, upstreamPorts, cacheDir, options);
    },
    { ...nginxOptions, modules: [nchanModule, ...(nginxOptions.modules ?? [])] },
  );
}
