import { sql } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import { rowsInTransaction } from '../../raw-sql';

/** How long the deliveries of a sent edition are kept: the time to answer "did X get it?". */
export const DELIVERIES_KEPT_DAYS = 30;

/**
 * Deletes the deliveries of every edition sent more than DELIVERIES_KEPT_DAYS before `now`
 * (the nightly retention run, lib/cms/jobs/retention.ts), in one statement: each edition
 * leaves about as many rows as the list has subscribers, and each names a subscriber and
 * what the club sent them. The edition keeps its final counts, written when its send ended
 * (lib/cms/jobs/newsletter-runner.ts), which nothing reads from the rows again. Returns how
 * many went.
 */
export async function pruneDeliveries(payload: Payload, now: Date): Promise<number> {
  const before = new Date(now.getTime() - DELIVERIES_KEPT_DAYS * 86_400_000).toISOString();
  const rows = await rowsInTransaction(
    payload,
    sql`DELETE FROM newsletter_deliveries
        WHERE edition_id IN (SELECT id FROM newsletter_editions WHERE status = 'sent' AND finished_at < ${before})
        RETURNING id`,
  );
  return rows.length;
}
