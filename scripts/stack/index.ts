/**
 * The several-servers stack on one machine: PostgreSQL, Redis, an S3-compatible store,
 * two app instances of one build sharing them, the nginx front cache before them and the TLS
 * terminator before it (docs/several-servers.md "Running on several servers"). Each piece is
 * what a club runs on its own machines.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { livePublishUrl, startFrontCache, type FrontCache } from '../front-cache';
import { startTlsTerminator } from '../tls-terminator';
import {
  startApp,
  startObjectStore,
  startPostgres,
  startRedis,
  stopServices,
  type Service,
} from './services';

/**
 * Migrates and seeds the shared database. The seed is one more host of the stack: its
 * uploads go to the object store, and its own folder (MEDIA_DIR) is a throwaway one, never
 * the demo's `data/media`, which Payload would otherwise also read when it names a new file.
 */
async function seedOnce(shared: Record<string, string>, signal?: AbortSignal) {
  const ownFolder = mkdtempSync(path.join(tmpdir(), 'club-seed-'));
  try {
    // Not spawnSync: the object store answers the seed's uploads from this very process.
    const prepared = spawn('npm', ['run', '--silent', 'db:prepare', '--', '--demo'], {
      stdio: 'inherit',
      env: { ...process.env, MEDIA_DIR: path.join(ownFolder, 'media'), ...shared, NODE_ENV: 'production' },
      signal,
    });
    // An abort ends the seed (an `error` event, which `once` turns into a rejection).
    const [exitCode] = (await once(prepared, 'exit')) as [number | null];
    if (exitCode !== 0) throw new Error('migrating and seeding PostgreSQL failed');
  } finally {
    rmSync(ownFolder, { recursive: true, force: true });
  }
}

/** The bearer token of each instance's GET /api/metrics: the stack is a demo, not a secret. */
export const stackMetricsToken = 'stack-metrics-token-not-a-secret-012345678';

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Front cache on `port`, the instances on the next two ports, then Redis, PostgreSQL, S3,
 * the front's live publisher (nchan's, which the instances POST each saved match state to)
 * and the TLS terminator's HTTPS (the visitors' way in, as on a club's server).
 * `signal` abandons a start under way (a test's timeout): what had started is stopped and the
 * start rejects, so no server outlives the run that started it.
 */
export async function startStack(port: number, signal?: AbortSignal) {
  const [portA, portB, redisPort, postgresPort, objectsPort, livePublishPort, httpsPort] = [
    port + 1,
    port + 2,
    port + 3,
    port + 4,
    port + 5,
    port + 6,
    port + 7,
  ];
  const started: { name: string; stop: () => Promise<void> | void }[] = [];
  const stop = () => stopServices(started);
  /** Each service is kept for `stop` the moment it runs, then the start goes on unless abandoned. */
  const keep = <T extends { name: string; stop: () => Promise<void> | void }>(service: T): T => {
    started.push(service);
    signal?.throwIfAborted();
    return service;
  };
  try {
    const postgres = keep(await startPostgres(postgresPort));
    const redis = keep(await startRedis(redisPort));
    const objects = keep(await startObjectStore(objectsPort));

    const frontOrigin = `http://127.0.0.1:${port}`;
    // What every instance must share: the database, the cache, the media and the secret.
    const shared = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...objects.env,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? randomBytes(32).toString('hex'),
      SITE_URL: process.env.SITE_URL ?? frontOrigin,
      CMS_ORIGINS: [frontOrigin, `http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`].join(','),
      // The front cache appends the visitor's address to X-Forwarded-For.
      TRUSTED_PROXIES: '1',
      // Prometheus scrapes each instance with it (docs/operations.md "Watching it").
      METRICS_TOKEN: stackMetricsToken,
      // The front holds the visitors' live match streams (nchan); each instance publishes
      // the states saved through it there (lib/domain/live/front-publisher.ts).
      LIVE_PUBLISH_URL: livePublishUrl(livePublishPort),
    };
    await seedOnce(shared, signal);

    const a = keep(await startApp('instance A', portA, shared));
    const b = keep(await startApp('instance B', portB, shared));
    // The front's folder of browser files, as on a club's front (deploy/upgrade.sh adds each
    // release's): this build's, and an upgrade's once it copies its own in.
    const staticDir = mkdtempSync(path.join(tmpdir(), 'club-static-'));
    keep({ name: 'browser files', stop: () => rmSync(staticDir, { recursive: true, force: true }) });
    cpSync(path.join('.next', 'static'), staticDir, { recursive: true });
    /** The front on its ports: at the start, and again after a test stopped it. */
    const startFront = async (): Promise<FrontCache> => {
      // Behind the terminator, whose X-Forwarded-For names the visitor.
      const front = await startFrontCache(port, [portA, portB], {
        livePublishPort,
        staticDir,
        realIpFrom: ['127.0.0.1'],
      });
      started.push({ name: 'front cache', stop: front.stop });
      return front;
    };
    const front = await startFront();
    signal?.throwIfAborted();
    // Stays up while a test stops and starts the front behind it, as a club's terminator does.
    const site = keep({
      name: 'TLS terminator',
      ...(await startTlsTerminator(httpsPort, `127.0.0.1:${port}`)),
    });
    /** An instance started in place of another (an upgrade), stopped with the rest. */
    const adopt = (service: Service) => started.push(service);
    return { site, front, a, b, postgres, redis, objects, shared, staticDir, adopt, startFront, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
