import type { CollectionSlug, Payload, TaskConfig } from 'payload';
import { log } from '../../shared/log/logger';
import { purgeExpiredSignUps } from '../../domain/newsletter/expiry';
import { pruneDeliveries } from '../collections/NewsletterDeliveries/prune';
import { submissionCollections } from '../collections/Submissions';
import { retentionDefaults, retentionSetting } from '../globals/ClubSettings/retention';
import { dailyOnClubClock } from './club-clock';

/** Deleted per round, so a first run over years of backlog never holds them all in memory. */
const BATCH = 200;

/** What one run deleted, per collection: counts only, which is all the log may hold. */
export type RetentionCounts = Record<string, number>;

/**
 * Deletes what the retention settings (club settings → Retention) no longer allow keeping:
 * every form's submissions older than its period, counted from when they arrived; entries of
 * the log of data requests older than theirs; and newsletter sign-ups whose confirmation
 * link expired unconfirmed; and the newsletter's deliveries (who was sent which edition) 30
 * days after their edition went out, the edition keeping its counts. Nothing is anonymised
 * instead: no record here must outlive its period (a VIP reservation's invoice, the one
 * paper accounting law keeps seven years, lives in the club's ticketing and accounting, not
 * in the site's copy of the request), and a row stripped of the person would keep only a
 * count the club's ticketing already has.
 * Confirmed subscribers stay until they unsubscribe, as the privacy policy says.
 */
export async function enforceRetention(payload: Payload, now = new Date()): Promise<RetentionCounts> {
  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
  const periods = (settings.retention ?? {}) as Record<string, number | null | undefined>;
  const counts: RetentionCounts = {};
  for (const { slug } of submissionCollections) {
    const months = periods[retentionSetting(slug)] ?? retentionDefaults.submissions;
    counts[slug] = await deleteOlderThan(payload, slug as CollectionSlug, monthsBefore(now, months));
  }
  counts['rights-requests'] = await deleteOlderThan(
    payload,
    'rights-requests',
    monthsBefore(now, periods.rightsRequests ?? retentionDefaults.rightsRequests),
  );
  counts['newsletter-subscribers'] = await purgeExpiredSignUps(payload, now);
  counts['newsletter-deliveries'] = await pruneDeliveries(payload, now);
  log.info({ deleted: counts }, 'retention: deleted what the privacy policy no longer allows keeping');
  return counts;
}

function monthsBefore(now: Date, months: number): string {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment.toISOString();
}

async function deleteOlderThan(
  payload: Payload,
  collection: CollectionSlug,
  before: string,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const { docs } = await payload.find({
      collection,
      where: { createdAt: { less_than: before } },
      limit: BATCH,
      depth: 0,
      select: { createdAt: true },
      pagination: false,
    });
    if (docs.length === 0) return deleted;
    const result = await payload.delete({
      collection,
      where: { id: { in: docs.map((doc) => doc.id) } },
      depth: 0,
    });
    if (result.errors.length > 0) {
      throw new Error(
        `retention: ${result.errors.length} of ${docs.length} ${collection} could not be deleted`,
      );
    }
    deleted += result.docs.length;
  }
}

/**
 * The nightly run at 03:30 in Brussels, whatever the server's clock says (club-clock.ts),
 * when the site is quietest. The app's ticker calls Payload's run endpoint for the default
 * queue once a minute on one instance (ticker.ts, turn.ts); that call also queues scheduled tasks that are due, one at a time
 * (Payload skips scheduling while one is still waiting), and runs them. A failed run is
 * retried; one that stopped part-way left nothing half-done (each record is deleted
 * whole) and the next deletes the rest.
 */
export const retentionTask = {
  slug: 'enforce-retention',
  label: 'Delete personal data past its retention period',
  retries: 3,
  schedule: [dailyOnClubClock({ hour: 3, minute: 30 }, 'default')],
  handler: async ({ req }) => {
    await enforceRetention(req.payload);
    return { output: {} };
  },
} satisfies TaskConfig;
