import 'server-only';
import { existsSync } from 'node:fs';
import { stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import client from 'prom-client';
import { cms } from '@/lib/cms/client';
import { sqliteFile } from '@/lib/cms/database';
import { env } from '@/lib/shared/env';
import { withTimeout } from '@/lib/shared/resilience/circuit-breaker.mjs';
import { databaseBreaker } from '@/lib/shared/resilience/database';
import { metrics } from '../../shared/metrics/registry.mjs';

/** A scrape never waits long on the database: the figures it cannot read are left out. */
const SCRAPE_QUERY_TIMEOUT_MS = 1_000;

type Gauges = ReturnType<typeof createGauges>;

function createGauges(registry: client.Registry) {
  const registers = [registry];
  return {
    pool: new client.Gauge({
      name: 'club_database_pool_connections',
      help: 'PostgreSQL connections of this instance: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers,
    }),
    databaseFile: new client.Gauge({
      name: 'club_database_file_bytes',
      help: 'The SQLite database file and its write-ahead log',
      labelNames: ['file'],
      registers,
    }),
    diskFree: new client.Gauge({
      name: 'club_disk_free_bytes',
      help: 'Free space for the service user where the site writes: the SQLite database, the media',
      labelNames: ['volume'],
      registers,
    }),
    jobsDue: new client.Gauge({
      name: 'club_jobs_due',
      help: 'Scheduled jobs (publish, unpublish) due and not yet run',
      registers,
    }),
    oldestDueJob: new client.Gauge({
      name: 'club_jobs_oldest_due_seconds',
      help: 'How long the oldest due job has waited (0 when none)',
      registers,
    }),
  };
}

function gauges(): Gauges {
  const { registry } = metrics();
  const key = Symbol.for('club-site.metrics.at-scrape');
  const holder = registry as unknown as { [key]?: Gauges };
  return (holder[key] ??= createGauges(registry));
}

type PostgresPool = { totalCount: number; idleCount: number; waitingCount: number };

async function databaseFigures({ pool, databaseFile }: Gauges): Promise<void> {
  const file = sqliteFile(env.DATABASE_URL);
  if (file) {
    for (const [name, suffix] of [
      ['database', ''],
      ['wal', '-wal'],
    ] as const) {
      const size = await stat(/* turbopackIgnore: true */ `${file}${suffix}`).then(
        (found) => found.size,
        () => 0,
      );
      databaseFile.set({ file: name }, size);
    }
    return;
  }
  const current = (await cms()).db as unknown as { pool?: PostgresPool };
  if (!current.pool) return;
  pool.set({ state: 'total' }, current.pool.totalCount);
  pool.set({ state: 'idle' }, current.pool.idleCount);
  pool.set({ state: 'waiting' }, current.pool.waitingCount);
}

async function diskFigures({ diskFree }: Gauges): Promise<void> {
  const file = sqliteFile(env.DATABASE_URL);
  const volumes = {
    database: file ? path.dirname(file) : undefined,
    media: env.S3_BUCKET ? undefined : path.resolve(/* turbopackIgnore: true */ env.MEDIA_DIR),
  };
  for (const [volume, folder] of Object.entries(volumes)) {
    if (!folder || !existsSync(/* turbopackIgnore: true */ folder)) continue;
    const { bavail, bsize } = await statfs(/* turbopackIgnore: true */ folder);
    diskFree.set({ volume }, bavail * bsize);
  }
}

async function jobFigures({ jobsDue, oldestDueJob }: Gauges): Promise<void> {
  // Asking a database known to be down would only queue one more read behind the outage.
  if (databaseBreaker().troubled()) return;
  const now = new Date();
  const payload = await cms();
  const due = await withTimeout(
    payload.find({
      collection: 'payload-jobs',
      where: {
        and: [
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
        ],
      },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    }),
    SCRAPE_QUERY_TIMEOUT_MS,
    'counting the due jobs',
  );
  jobsDue.set(due.totalDocs);
  const oldest = due.docs[0];
  const since = oldest ? Date.parse(oldest.waitUntil ?? oldest.createdAt) : now.getTime();
  oldestDueJob.set(Math.max(0, (now.getTime() - since) / 1000));
}

/**
 * The figures read when Prometheus asks rather than counted as they happen: the database
 * pool (or the SQLite file), free disk, the jobs queue. A figure that cannot be read now
 * keeps its last value; the scrape itself never fails for it.
 */
export async function collectAtScrape(): Promise<void> {
  const all = gauges();
  await Promise.allSettled([databaseFigures(all), diskFigures(all), jobFigures(all)]);
}
