import type { Payload, PayloadRequest } from 'payload';

/**
 * Statements of our own beside Payload's queries, on either database: the site search's
 * index (lib/cms/search) and the newsletter's send queue (collections/NewsletterDeliveries/
 * claims.ts). Plain SQL both dialects speak, run on the drizzle database or transaction the
 * adapter holds.
 */

/** A row as the drivers give it: columns by name. */
export type Row = Record<string, unknown>;

/** A drizzle database or transaction of either adapter, as far as our statements reach into it. */
export type Drizzle = {
  run?: (query: unknown) => Promise<{ rows: Row[] }>;
  execute?: (query: unknown) => Promise<{ rows: Row[] }>;
};

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * The connection a statement runs on: the transaction `req` is in (a hook writes in the
 * same transaction as the document it follows, so both commit or neither, and on SQLite it
 * does not wait for its own writer: lib/cms/sqlite-transactions.ts), or the adapter's own
 * connection.
 */
export async function connectionOf(payload: Payload, req?: Partial<PayloadRequest>): Promise<Drizzle> {
  const id = req ? await req.transactionID : undefined;
  const session = id === undefined || id === null ? undefined : payload.db.sessions?.[id];
  return (session?.db ?? (payload.db as unknown as { drizzle: Drizzle }).drizzle) as Drizzle;
}

/** The rows a statement answers, on either driver (libSQL's `run`, node-postgres' `execute`). */
export async function rowsOf(db: Drizzle, query: unknown): Promise<Row[]> {
  const result = db.execute ? await db.execute(query) : await db.run!(query);
  return result.rows;
}

type Transactions = {
  beginTransaction: () => Promise<string | number | null>;
  commitTransaction: (id: string | number) => Promise<void>;
  rollbackTransaction: (id: string | number) => Promise<void>;
};

/**
 * A statement in a transaction of its own, committed before this returns: on SQLite it takes
 * its turn among the process's writers (lib/cms/sqlite-transactions.ts) instead of writing
 * beside a transaction that is open.
 */
export async function rowsInTransaction(payload: Payload, query: unknown): Promise<Row[]> {
  const db = payload.db as unknown as Transactions;
  const id = await db.beginTransaction();
  if (id === null) throw new Error('raw SQL: the database gave no transaction');
  try {
    const rows = await rowsOf(await connectionOf(payload, { transactionID: id }), query);
    await db.commitTransaction(id);
    return rows;
  } catch (error) {
    await db.rollbackTransaction(id);
    throw error;
  }
}
