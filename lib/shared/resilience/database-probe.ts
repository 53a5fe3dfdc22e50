import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** A loopback or LAN database answers `SELECT 1` in a millisecond; a second means trouble. */
export const DATABASE_PROBE_TIMEOUT_MS = 1_000;

/**
 * `sql` on a PostgreSQL connection of its own, opened for this query and closed after it,
 * each step bounded: never through the pool the pages read through, whose connections may
 * be the very ones a frozen or restarted server left hanging or dead, and whose queue a
 * probe would wait behind.
 */
export async function queryOwnConnection<Row extends Record<string, unknown>>(
  url: string,
  sql: string,
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
): Promise<Row[]> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
    statement_timeout: timeoutMs,
  });
  // A failure reaches the caller through connect or query; the event would only repeat it.
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.query<Row>(sql)).rows;
  } finally {
    // end() waits for the server's goodbye, which a frozen server never sends.
    void client.end().catch(() => {});
  }
}

export const isPostgresUrl = (url: string) => url.startsWith('postgres');

/**
 * Whether the database `url` names answers: PostgreSQL a `SELECT 1` on a connection of its
 * own, SQLite (a file on this machine, with no server to be down) that its file can still
 * be read and written.
 */
export async function probeDatabase(url: string): Promise<void> {
  if (isPostgresUrl(url)) {
    await queryOwnConnection(url, 'SELECT 1');
    return;
  }
  await access(path.resolve(url.replace(/^file:/, '')), constants.R_OK | constants.W_OK);
}
