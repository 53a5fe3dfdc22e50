import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseAdapterObj } from 'payload';

/**
 * The only database-specific module. SQLite (a file under the git-ignored `data/`)
 * is the embedded default; a `postgres://` DATABASE_URL switches to Postgres so
 * several app instances can share one database. Schema changes always go through
 * committed migrations (`push: false`): a dev-pushed file blocks migrations later.
 */
export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (url.startsWith('postgres')) {
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
