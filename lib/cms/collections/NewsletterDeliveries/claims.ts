import { sql } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import type { DeliveryStatus } from '../../../domain/newsletter/editions';
import { rowsInTransaction } from '../../raw-sql';
import { audienceCondition, type AudienceOf } from './audience';

/**
 * The send queue's writes, in SQL: Payload's updateMany reads the matching ids and then
 * writes each by id, so two runners that read at the same moment would both take the same
 * rows, and its create writes one row per transaction. Each statement here is one atomic
 * UPDATE or INSERT whose WHERE repeats the condition it claims on, so PostgreSQL re-checks
 * it on a row another runner changed meanwhile, and SQLite runs it alone. Each runs in a
 * transaction of its own (lib/cms/raw-sql.ts). Plain SQL both dialects speak (RETURNING,
 * ON CONFLICT).
 */

/** One statement in a transaction of its own (raw-sql.ts). */
const run = (payload: Payload, statement: ReturnType<typeof sql>) => rowsInTransaction(payload, statement);

/**
 * A delivery per confirmed subscriber of the edition's audience, in one statement (10,000
 * rows in well under a second), none twice: a second call, after a restart half-way,
 * adds only whoever confirmed since. Suppressed addresses are queued too and turned away
 * when their turn comes, by the same check that catches an unsubscription during the send.
 */
export async function queueRecipients(payload: Payload, edition: AudienceOf): Promise<void> {
  await run(
    payload,
    sql`INSERT INTO newsletter_deliveries (edition_id, subscriber_id)
        SELECT ${sql.raw(String(Number(edition.id)))}, id FROM newsletter_subscribers
        WHERE ${audienceCondition(edition)}
        ON CONFLICT DO NOTHING`,
  );
}

export type ClaimedDelivery = { id: number; subscriber: number | null; attempts: number };

/**
 * Takes up to `limit` deliveries of the edition for `runner`: those queued and due, and those
 * another runner claimed before `staleBefore` and never finished (it stopped or crashed).
 * What one runner took, no other takes until its claim is stale.
 */
export async function claimDeliveries(
  payload: Payload,
  {
    edition,
    runner,
    limit,
    now,
    staleBefore,
  }: {
    edition: number | string;
    runner: string;
    limit: number;
    now: Date;
    staleBefore: Date;
  },
): Promise<ClaimedDelivery[]> {
  const at = now.toISOString();
  const stale = staleBefore.toISOString();
  const claimable = sql`(status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ${at}))
    OR (status = 'sending' AND claimed_at < ${stale})`;
  const rows = await run(
    payload,
    sql`UPDATE newsletter_deliveries SET status = 'sending', claimed_by = ${runner}, claimed_at = ${at}
        WHERE id IN (SELECT id FROM newsletter_deliveries WHERE edition_id = ${edition} AND (${claimable})
                     ORDER BY id LIMIT ${limit})
          AND (${claimable})
        RETURNING id, subscriber_id, attempts`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    subscriber: row.subscriber_id === null ? null : Number(row.subscriber_id),
    attempts: Number(row.attempts ?? 0),
  }));
}

export type DeliveryOutcome =
  | { status: Exclude<DeliveryStatus, 'queued' | 'sending'>; error?: string }
  | { status: 'queued'; error: string; nextAttemptAt: Date };

/**
 * Writes what became of a claimed delivery, only while `runner` still holds it: a runner
 * whose claim went stale and was taken over must not overwrite the new holder's outcome.
 */
export async function settleDelivery(
  payload: Payload,
  { id, runner, attempts, now }: { id: number; runner: string; attempts: number; now: Date },
  outcome: DeliveryOutcome,
): Promise<void> {
  const sentAt = outcome.status === 'sent' ? now.toISOString() : null;
  const next = outcome.status === 'queued' ? outcome.nextAttemptAt.toISOString() : null;
  await run(
    payload,
    sql`UPDATE newsletter_deliveries
        SET status = ${outcome.status}, attempts = ${attempts}, last_error = ${outcome.error ?? null},
            next_attempt_at = ${next}, sent_at = ${sentAt}, claimed_by = NULL, claimed_at = NULL,
            updated_at = ${now.toISOString()}
        WHERE id = ${id} AND claimed_by = ${runner}`,
  );
}

/** How many of the edition's deliveries are in each state. */
export async function countDeliveries(
  payload: Payload,
  edition: number | string,
): Promise<Partial<Record<DeliveryStatus, number>>> {
  const rows = await run(
    payload,
    sql`SELECT status, COUNT(*) AS n FROM newsletter_deliveries WHERE edition_id = ${edition} GROUP BY status`,
  );
  return Object.fromEntries(rows.map((row) => [String(row.status), Number(row.n)]));
}
