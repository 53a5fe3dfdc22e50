import type { Payload, PayloadRequest } from 'payload';
import { connectionOf, dialectOf } from '../raw-sql';
import type { SearchEngine } from './engine';
import { postgresSearchEngine } from './postgres-engine';
import { sqliteSearchEngine } from './sqlite-engine';

/** The search on the site's database, in `req`'s transaction when it has one. */
export async function searchEngine(payload: Payload, req?: Partial<PayloadRequest>): Promise<SearchEngine> {
  const db = await connectionOf(payload, req);
  return dialectOf(payload) === 'postgres' ? postgresSearchEngine(db) : sqliteSearchEngine(db);
}
