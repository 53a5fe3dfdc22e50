import { sql, type PostgresAdapter } from '@payloadcms/db-postgres';
import type { BaseDatabaseAdapter } from 'payload';

/** The site's advisory locks, each a first key apart from any other use of the database's locks. */
export const advisoryLocks = {
  /** Work that must not run twice at once (database.ts beginExclusiveWrite). */
  exclusiveWrites: 4_604,
  /** An account's sessions, read and written by one sign-in at a time (whole-sessions.ts). */
  accountSessions: 4_605,
} as const;

/**
 * Makes transaction `transactionId` hold the lock (`lock`, `key`) until it ends: on PostgreSQL,
 * where several instances write side by side, a second transaction asking for it waits for the
 * first's COMMIT, and then reads what the first wrote. On SQLite a transaction is the one writer
 * already (sqlite-transactions.ts): there is nothing to take.
 */
export async function lockUntilTransactionEnds(
  db: BaseDatabaseAdapter,
  transactionId: number | string,
  lock: number,
  key: number | string,
): Promise<void> {
  if (db.name !== 'postgres') return;
  const session = (db as unknown as PostgresAdapter).sessions[String(transactionId)];
  if (!session) return;
  const second = typeof key === 'number' ? sql`${key}` : sql`hashtext(${key})`;
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(${lock}, ${second})`);
}
