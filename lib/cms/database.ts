import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter, type SQLiteAdapter } from '@payloadcms/db-sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseAdapterObj, Migration, Payload } from 'payload';
import { migrations as postgresMigrations } from '../generated/migrations/postgres';
import { migrations as sqliteMigrations } from '../generated/migrations/sqlite';
import { advisoryLocks, lockUntilTransactionEnds } from './advisory-locks';
import { refusingMalformedQueries } from './malformed-queries';
import * as postgresSearchMigration from './search/search-migration-postgres';
import * as sqliteSearchMigration from './search/search-migration-sqlite';
import { withSqliteTransactions } from './sqlite-transactions';
import { keepingSessionsWhole } from './whole-sessions';

/**
 * Inside the server, a database that does not answer must not hold a visitor: connecting
 * gives up after 3 s, the server ends a statement after 5 s and the client stops waiting
 * at 6 s (the site's queries take milliseconds); the request then answers from cache or with a retryable 503
 * (docs/several-servers.md "When Redis or the database fails"). A write that never got its answer was never committed: Payload wraps
 * it in a transaction whose COMMIT is sent only after the INSERT answered. CLI scripts
 * (migrations, the seed) keep no bound: a migration may rightly take longer.
 */
const requestBounds = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 5_000,
  query_timeout: 6_000,
  idle_in_transaction_session_timeout: 10_000,
};

/**
 * The only database-specific module. SQLite (a file under the git-ignored `data/`)
 * is the embedded default; a `postgres://` DATABASE_URL switches to Postgres so
 * several app instances can share one database. Schema changes always go through
 * committed migrations (`push: false`): a dev-pushed file blocks migrations later.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  return refusingMalformedQueries(keepingSessionsWhole(chosenAdapter(url)));
}

function chosenAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url, ...(process.env.NEXT_RUNTIME ? requestBounds : {}) },
      push: false,
      migrationDir: path.resolve(
        /* turbopackIgnore: true */ process.cwd(),
        'lib/generated/migrations/postgres',
      ),
    });
  }
  // Every write in a transaction, one writer at a time (sqlite-transactions.ts).
  return withSqliteTransactions(
    sqliteAdapter({
      client: { url: ensureDataFolder(url) },
      push: false,
      wal: true,
      busyTimeout: 5000,
      migrationDir: path.resolve(
        /* turbopackIgnore: true */ process.cwd(),
        'lib/generated/migrations/sqlite',
      ),
    }),
  );
}

function ensureDataFolder(fileUrl: string): string {
  // libsql does not create missing folders.
  mkdirSync(path.dirname(sqliteFile(fileUrl)!), { recursive: true });
  return fileUrl;
}

function isPostgres(url: string): boolean {
  return url.startsWith('postgres');
}

/** The SQLite file a `file:` DATABASE_URL names, as an absolute path; undefined for Postgres. */
export function sqliteFile(url: string): string | undefined {
  return isPostgres(url) ? undefined : path.resolve(url.replace(/^file:/, ''));
}

/**
 * A consistent copy of the open SQLite database into `file` (which must not exist), taken
 * while the site keeps serving and writing: `VACUUM INTO` reads one snapshot, the pages
 * still in the write-ahead log included. A plain copy of a live WAL database misses what
 * the log holds, or tears a page being checkpointed.
 */
export async function copySqliteDatabase(payload: Payload, file: string): Promise<void> {
  const { client } = payload.db as unknown as SQLiteAdapter;
  await client.execute({ sql: 'VACUUM INTO ?', args: [file] });
}

/**
 * A transaction for a change that must be all or nothing (a visitor's erasure), as the
 * id Payload's operations take in `req.transactionID`: on PostgreSQL Payload's own, on
 * SQLite the one every write gets here (sqlite-transactions.ts). End it with Payload's
 * commitTransaction or killTransaction.
 */
export async function beginAtomicWrite(payload: Payload): Promise<number | string | null> {
  return payload.db.beginTransaction();
}

/**
 * beginAtomicWrite for work that must not run twice at once on the same `key` (a league
 * feed's import: two at once would each find a match missing and each create it): the
 * transaction holds an advisory lock on it (advisory-locks.ts).
 */
export async function beginExclusiveWrite(payload: Payload, key: number): Promise<number | string | null> {
  const id = await payload.db.beginTransaction();
  if (id !== null) {
    try {
      await lockUntilTransactionEnds(payload.db, id, advisoryLocks.exclusiveWrites, key);
    } catch (error) {
      // Waited past the statement timeout: the other import still runs.
      await payload.db.rollbackTransaction(id);
      throw error;
    }
  }
  return id;
}

/** The migrations Payload recorded as applied in the open SQLite database (its own table). */
export async function appliedSqliteMigrations(payload: Payload): Promise<string[]> {
  const { client } = payload.db as unknown as SQLiteAdapter;
  const { rows } = await client.execute('SELECT name FROM payload_migrations');
  return rows.map((row) => String(row.name));
}

/**
 * The committed migrations of the database `url` names, imported as modules so
 * they run the same under tsx, Vitest and Next (no file-system lookup of `.ts`).
 */
export function databaseMigrations(url: string): Migration[] {
  const [generated, search] = isPostgres(url)
    ? [postgresMigrations, postgresSearchMigration]
    : [sqliteMigrations, sqliteSearchMigration];
  // The site search's tables are written by hand (lib/cms/search/search-migration-*.ts): Payload
  // generates no FTS5 or text-search SQL. Payload runs whichever migrations it has not recorded,
  // in this order, so the search's step stays last without waiting for the generated ones after it.
  const handWritten = { up: search.up, down: search.down, name: search.SEARCH_MIGRATION_NAME };
  // Generated migrations type their arguments per adapter; `migrate` takes the generic form.
  return [...generated, handWritten] as unknown as Migration[];
}

/**
 * An idle pooled connection that the server ends (a restart, a failover: 57P01) raises an
 * error on the pool; without a listener Node would treat it as an uncaught exception. The
 * pool replaces the connection on the next query, so a warning is all it takes.
 */
export function watchDatabasePool(payload: Payload): void {
  const pool = (payload.db as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } })
    .pool;
  pool?.on('error', (error) => payload.logger.warn(`database connection lost: ${error.message}`));
}
