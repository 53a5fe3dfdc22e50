import { sql } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import type { EditionAudience } from '../../../domain/newsletter/topics';

/** The edition as far as its audience goes: its language, and everyone or its topics. */
export type AudienceOf = { id: number | string; locale: string; audience?: EditionAudience | null };

/**
 * Which confirmed subscribers of its language an edition goes to, as a condition on rows of
 * `newsletter_subscribers`, in plain SQL both dialects speak: everyone, or those who chose at
 * least one of the edition's topics (each relation's join table, as Payload keeps a hasMany
 * relationship). An audience of topics that names none reaches nobody, never everyone: the
 * edition's own validation refuses it, and this holds if a topic is deleted later.
 * Measured at 9ceeb9a (Node 20.20.2, the 2-core machine shared with other work), 10,000
 * confirmed subscribers, two thirds with a topic: queueing everyone 34–49 ms on SQLite and
 * 262 ms on PostgreSQL; two topics (6,667 queued) 50–65 ms and 330 ms; counting 3–17 ms.
 */
export function audienceCondition(edition: AudienceOf) {
  const confirmed = sql`locale = ${edition.locale} AND status = 'confirmed'`;
  if (edition.audience !== 'topics') return confirmed;
  return sql`${confirmed} AND id IN (
    SELECT chosen.parent_id FROM newsletter_subscribers_rels chosen
    JOIN newsletter_editions_rels wanted ON wanted.newsletter_topics_id = chosen.newsletter_topics_id
    WHERE chosen.path = 'topics' AND wanted.path = 'topics' AND wanted.parent_id = ${Number(edition.id)})`;
}

type Executes = {
  drizzle: unknown;
  execute: (args: { drizzle: unknown; sql: ReturnType<typeof sql> }) => Promise<unknown>;
};

/** How many the edition would reach if it were queued now: the panel shows it before sending. */
export async function audienceSize(payload: Payload, edition: AudienceOf): Promise<number> {
  const db = payload.db as unknown as Executes;
  const result = (await db.execute({
    drizzle: db.drizzle,
    sql: sql`SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE ${audienceCondition(edition)}`,
  })) as { rows?: { n: unknown }[] };
  return Number(result.rows?.[0]?.n ?? 0);
}
