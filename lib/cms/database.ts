import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseAdapterObj, Migration } from 'payload';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

/**
 * The only database-specific module. SQLite (a file under the git-ignored `data/`)
 * is the embedded default; a `postgres://` DATABASE_URL switches to Postgres so
 * several app instances can share one database. Schema changes always go through
 * committed migrations (`push: false`): a dev-pushed file blocks migrations later.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgres(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'lib/cms/migrations/postgres'),
    });
  }
  return sqliteAdapter({
    client: { url: ensureDataFolder(url) },
    push: false,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'lib/cms/migrations/sqlite'),
  });
}

function ensureDataFolder(fileUrl: string): string {
  const file = fileUrl.replace(/^file:/, '');
  // libsql does not create missing folders.
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  return fileUrl;
}

function isPostgres(url: string): boolean {
  return url.startsWith('postgres');
}

/**
 * The committed migrations of the database `url` names, imported as modules so
 * they run the same under tsx, Vitest and Next (no file-system lookup of `.ts`).
 */
export function databaseMigrations(url: string): Migration[] {
  const migrations = isPostgres(url) ? postgresMigrations : sqliteMigrations;
  // Generated migrations type their arguments per adapter; `migrate` takes the generic form.
  return migrations as unknown as Migration[];
}
