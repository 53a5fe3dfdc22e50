import type { Payload, PayloadRequest } from 'payload';

/** A row as the drivers give it: columns by name. */
export type Row = Record<string, unknown>;

/** A drizzle database or transaction of either adapter, as far as the search reaches into it. */
export type Drizzle = {
  run?: (query: unknown) => Promise<{ rows: Row[] }>;
  execute?: (query: unknown) => Promise<{ rows: Row[] }>;
};

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(payload: Payload): Dialect {
  return payload.db.name === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * The connection a search statement runs on: the transaction `req` is in (a hook writes the
 * index in the same transaction as the document it follows, so both commit or neither, and
 * on SQLite it does not wait for its own writer: lib/cms/sqlite-transactions.ts), or the
 * adapter's own connection.
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
