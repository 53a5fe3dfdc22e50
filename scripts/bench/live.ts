/**
 * Issue 32.4: how many live match streams one machine holds through its front, and how fast
 * a save reaches them, for the two engines that could carry them:
 *
 * - `nchan` (what the front runs): the shipped front cache (deploy/nginx/club-site.conf) with
 *   nginx's pub/sub module (Debian's libnginx-mod-nchan) holding the streams itself, a save
 *   POSTed to its publisher on loopback as an instance's bus does (lib/domain/live/front-publisher.ts);
 * - `next`: the app's own route (app/api/live/matches/[id]) behind nginx passing the streams
 *   on unbuffered (as the front did before nchan), a save published through Redis as an
 *   instance's bus does (lib/domain/live/bus.ts), so it crosses instances as in production.
 *
 * The client is one Node process of raw sockets (an HTTP/1.1 GET each, read as it comes) on
 * the same 2 cores as the servers: its own work is part of every figure. Each run opens the
 * streams in batches, waits until every one holds, notes the servers' memory, then publishes
 * a few saves a second apart and times each one's arrival on every stream.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { createLiveBus } from '../../lib/domain/live/bus';
import { frontPublishers } from '../../lib/domain/live/front-publisher';
import type { LiveMatchState } from '../../lib/domain/live/match-state';
import { livePublishUrl, startFrontCache } from '../front-cache';
import { startNginx } from '../nginx';
import { startTlsTerminator } from '../tls-terminator';
import { startRedis } from '../stack/services';
import { startSite } from './server';

export const liveConnectionsWanted = Number(process.env.BENCH_LIVE_CONNECTIONS ?? 5_000);
const SAVES = 5;
const BATCH = 250;

export type LiveFigures = {
  engine: 'next' | 'nchan';
  wanted: number;
  held: number;
  /** Arrivals of the timed saves on every stream: all of them, and within 2 s. */
  deliveries: number;
  expected: number;
  within2s: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Resident memory the streams added, per stream: the app's processes and nginx's. */
  appBytesPerConnection: number | null;
  frontBytesPerConnection: number;
  openSeconds: number;
};

/** Resident memory (bytes) of every process in process group `group`. */
function groupResidentBytes(group: number): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const rss = readFileSync(`/proc/${entry}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

type Stream = { socket: Socket; held: boolean; arrivals: Map<number, number> };

/**
 * Opens `count` streams of `path` on 127.0.0.1:`port`; each records when each version named
 * in `watched` arrives (the version is the last field of the state's JSON).
 */
async function openStreams(
  port: number,
  path: string,
  count: number,
  watched: Set<number>,
  overTls: boolean,
): Promise<Stream[]> {
  const streams: Stream[] = [];
  const request = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`;
  const openOne = () =>
    new Promise<Stream>((resolve) => {
      // Through the TLS terminator, as a phone reaches it (the certificate is made for the run).
      const stream: Stream = {
        socket: overTls
          ? tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false })
          : connect({ host: '127.0.0.1', port }),
        held: false,
        arrivals: new Map(),
      };
      let tail = '';
      stream.socket.setNoDelay(true);
      stream.socket.on(overTls ? 'secureConnect' : 'connect', () => stream.socket.write(request));
      stream.socket.on('data', (chunk: Buffer) => {
        const now = performance.now();
        const text = tail + chunk.toString('latin1');
        if (!stream.held && /^HTTP\/1\.1 200/.test(text)) {
          stream.held = true;
          resolve(stream);
        }
        for (const match of text.matchAll(/"version":(\d+)/g)) {
          const version = Number(match[1]);
          if (watched.has(version) && !stream.arrivals.has(version)) stream.arrivals.set(version, now);
        }
        tail = text.slice(-32);
      });
      stream.socket.on('error', () => resolve(stream));
      stream.socket.on('close', () => {
        stream.held = false;
        resolve(stream);
      });
    });
  for (let opened = 0; opened < count; opened += BATCH) {
    streams.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - opened) }, openOne))));
  }
  return streams;
}

const liveState = (matchId: string, version: number): LiveMatchState => ({
  matchId,
  status: 'second-half',
  minute: 60 + version,
  score: { home: version, away: 0 },
  events: [
    {
      id: `bench-${version}`,
      kind: 'text',
      minute: 60 + version,
      text: { en: 'The bench scores', nl: 'The bench scores', fr: 'The bench scores' },
    },
  ],
  version,
});

/** Runs one engine: open the streams, weigh them, time `SAVES` saves, close. */
async function measure(
  engine: LiveFigures['engine'],
  {
    port,
    path,
    publish,
    appGroup,
    frontGroups,
    overTls = false,
  }: {
    port: number;
    path: string;
    publish: (state: LiveMatchState) => Promise<void>;
    appGroup?: number;
    /** The process groups of the nginx the streams pass (the front, and the terminator). */
    frontGroups: number[];
    overTls?: boolean;
  },
  matchId: string,
): Promise<LiveFigures> {
  const base = 1_000;
  await publish(liveState(matchId, base));
  const versions = Array.from({ length: SAVES }, (_, index) => base + 1 + index);
  const watched = new Set(versions);
  const appBefore = appGroup ? groupResidentBytes(appGroup) : 0;
  const frontResident = () => frontGroups.reduce((sum, group) => sum + groupResidentBytes(group), 0);
  const frontBefore = frontResident();
  const openedAt = performance.now();
  const streams = await openStreams(port, path, liveConnectionsWanted, watched, overTls);
  const openSeconds = (performance.now() - openedAt) / 1000;
  // Let the last batch's first messages and the servers' bookkeeping settle.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const held = streams.filter((stream) => stream.held);
  const appBytesPerConnection = appGroup
    ? Math.max(0, groupResidentBytes(appGroup) - appBefore) / Math.max(1, held.length)
    : null;
  const frontBytesPerConnection = Math.max(0, frontResident() - frontBefore) / Math.max(1, held.length);

  const sentAt = new Map<number, number>();
  for (const version of versions) {
    sentAt.set(version, performance.now());
    await publish(liveState(matchId, version));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  const times: number[] = [];
  for (const stream of held) {
    for (const version of versions) {
      const arrived = stream.arrivals.get(version);
      if (arrived !== undefined) times.push(arrived - (sentAt.get(version) ?? arrived));
    }
  }
  for (const stream of streams) stream.socket.destroy();
  times.sort((a, b) => a - b);
  return {
    engine,
    wanted: liveConnectionsWanted,
    held: held.length,
    deliveries: times.length,
    expected: held.length * versions.length,
    within2s: times.filter((ms) => ms <= 2_000).length,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    maxMs: times.at(-1) ?? NaN,
    appBytesPerConnection,
    frontBytesPerConnection,
    openSeconds,
  };
}

/**
 * Enough worker connections for every stream twice over (client and upstream side), on each
 * worker, as deploy/nginx/worker-limits.sh sizes a server's.
 */
const workerConnections = 2 * liveConnectionsWanted + 1_024;

/** nginx passing the app's streams on as the front did before nchan: unbuffered, unstored. */
const proxyLiveConfig = (port: number, appPort: number) => `
  upstream live_app {
    server 127.0.0.1:${appPort};
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location /api/live/ {
      proxy_pass http://live_app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }`;

/**
 * The app's own route: a second app instance with REDIS_URL on `ports[0]`, Redis on
 * `ports[1]`, nginx before it on `ports[2]`; saves published through Redis.
 */
export async function benchNextLive(ports: [number, number, number]): Promise<LiveFigures> {
  const [appPort, redisPort, frontPort] = ports;
  const redis = await startRedis(redisPort);
  const site = await startSite(appPort, {
    REDIS_URL: redis.url,
    PAYLOAD_SECRET: 'bench-live-secret-0123456789abcdef0123456789',
    SITE_URL: `http://127.0.0.1:${frontPort}`,
    TRUSTED_PROXIES: '1',
  }).catch(async (error: unknown) => {
    await redis.stop();
    throw error;
  });
  const front = await startNginx(frontPort, () => proxyLiveConfig(frontPort, appPort), { workerConnections });
  const publisher = createLiveBus(redis.url);
  try {
    return await measure(
      'next',
      {
        port: frontPort,
        path: '/api/live/matches/bench',
        publish: publisher.publish,
        appGroup: site.pid,
        frontGroups: [front.pid],
      },
      'bench',
    );
  } finally {
    publisher.close();
    front.stop();
    site.stop();
    await redis.stop();
  }
}

/**
 * The shipped TLS terminator on `tlsPort` before the shipped front cache on `port`, with the
 * limits a club's server gets and no address exempt, before the bench's site on `appPort`:
 * every stream from one address, as a stadium's NAT makes it. Its streams held by nchan,
 * saves POSTed to its publisher on `publishPort`.
 */
export async function benchNchanLive(
  port: number,
  publishPort: number,
  appPort: number,
  tlsPort: number,
): Promise<LiveFigures> {
  const front = await startFrontCache(
    port,
    [appPort],
    { livePublishPort: publishPort, unlimitedClients: [], realIpFrom: ['127.0.0.1'] },
    { workerConnections },
  );
  const terminator = await startTlsTerminator(tlsPort, `127.0.0.1:${port}`, undefined, { workerConnections });
  const fronts = frontPublishers([livePublishUrl(publishPort)]);
  try {
    return await measure(
      'nchan',
      {
        port: tlsPort,
        path: '/api/live/matches/bench',
        publish: fronts.publish,
        frontGroups: [front.pid, terminator.pid],
        overTls: true,
      },
      'bench',
    );
  } finally {
    fronts.close();
    terminator.stop();
    front.stop();
  }
}
