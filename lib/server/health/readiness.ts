import 'server-only';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { cms } from '@/lib/cms/client';
import { appliedSqliteMigrations, databaseMigrations } from '@/lib/cms/database';
import { objectStoreConfig } from '@/lib/cms/plugins';
import { env } from '@/lib/shared/env';
import { withTimeout } from '@/lib/shared/resilience/circuit-breaker.mjs';
import { databaseBreaker } from '@/lib/shared/resilience/database';
import {
  DATABASE_PROBE_TIMEOUT_MS,
  isPostgresUrl,
  queryOwnConnection,
} from '@/lib/shared/resilience/database-probe';
import { pingRedis, redisBreaker } from '@/lib/shared/resilience/guarded-redis.mjs';
import { readinessOf, type CheckOutcome, type Readiness } from './checks';

/** Each check's bound: a dependency on this machine or the LAN answers in milliseconds. */
const CHECK_TIMEOUT_MS = DATABASE_PROBE_TIMEOUT_MS;
/** Checks asked within this of each other share one answer: a flood of probes costs one round. */
const REUSE_MS = 1_000;

/**
 * The migrations recorded as applied in Payload's own table (`payload_migrations`), read on
 * a connection of its own for PostgreSQL (the pool may be the thing that is stuck) and
 * through the CMS's client for SQLite (a file: no server, no pool).
 */
async function appliedMigrations(): Promise<string[]> {
  if (!isPostgresUrl(env.DATABASE_URL)) return appliedSqliteMigrations(await cms());
  const rows = await queryOwnConnection<{ name: string }>(
    env.DATABASE_URL,
    'SELECT name FROM payload_migrations',
    CHECK_TIMEOUT_MS,
  );
  return rows.map((row) => row.name);
}

function databaseChecks(): Record<string, () => Promise<CheckOutcome>> {
  // Read once for both checks: the database answering is the migrations list arriving.
  let applied: Promise<string[]> | undefined;
  const read = () => (applied ??= appliedMigrations());
  return {
    database: async () => {
      await read();
      // The pool the pages read through may still be failing when a fresh connection works.
      if (databaseBreaker().state() === 'open')
        return { ok: false, reason: 'reads are failing (breaker open)' };
      return { ok: true };
    },
    migrations: async () => {
      const done = new Set(await read());
      const pending = databaseMigrations(env.DATABASE_URL).filter((migration) => !done.has(migration.name));
      return pending.length === 0
        ? { ok: true }
        : { ok: false, reason: `${pending.length} committed migration(s) not applied` };
    },
  };
}

let objectStore: S3Client | undefined;

function configuredChecks(): Record<string, () => Promise<CheckOutcome>> {
  const checks = databaseChecks();
  const redisUrl = env.REDIS_URL;
  if (redisUrl) {
    checks.redis = async () => {
      await pingRedis(redisUrl);
      if (redisBreaker(redisUrl).state() === 'open')
        return { ok: false, reason: 'calls are failing (breaker open)' };
      return { ok: true };
    };
  }
  const bucket = env.S3_BUCKET;
  if (bucket) {
    checks.objectStore = async () => {
      objectStore ??= new S3Client({ ...objectStoreConfig(), maxAttempts: 1 });
      await objectStore.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      return { ok: true };
    };
  }
  return checks;
}

let last: { at: number; readiness: Promise<Readiness> } | undefined;

/**
 * Whether this instance can serve: the database answers and has every committed migration,
 * and Redis and the object store answer when they are configured. Each check bounded;
 * asked again within a second, the same answer.
 */
export function readiness(now = Date.now()): Promise<Readiness> {
  if (!last || now - last.at >= REUSE_MS) {
    last = { at: now, readiness: readinessOf(configuredChecks(), CHECK_TIMEOUT_MS, withTimeout) };
  }
  return last.readiness;
}
