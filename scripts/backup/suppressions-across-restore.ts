import type { Payload } from 'payload';
import type { SubscriberDeletion } from '@/lib/domain/newsletter/consent';
import { suppressionKey, suppressKey, type SuppressionReason } from '@/lib/domain/newsletter/suppression';

/**
 * A restore puts the site back as it was when the backup was made, but not the newsletter's
 * suppression list: an address that unsubscribed, was erased or bounced after that night is
 * in the backup as a subscriber and not on its list, and the next edition would mail it
 * (issue 45, "a restored backup does not bring a suppressed address back into a send"). So
 * the restore reads the list of the database it replaces, and after the restore carries
 * those rows over and deletes again the subscribers they stand for. A keyed hash names
 * nobody: carrying the list over restores no personal data.
 */
export type SuppressionRow = { addressHash: string; reason: SuppressionReason; suppressedAt: string };

const collection = 'newsletter-suppressions';

/** Every row of the list in the database `payload` has open. */
export async function readSuppressions(payload: Payload): Promise<SuppressionRow[]> {
  const { docs } = await payload.find({
    collection,
    pagination: false,
    depth: 0,
    select: { addressHash: true, reason: true, suppressedAt: true },
  });
  return docs.map(({ addressHash, reason, suppressedAt }) => ({ addressHash, reason, suppressedAt }));
}

/**
 * Writes `rows` (the list of the replaced database) into the restored one: a row it lacks
 * is added, a row it holds keeps the later of the two moments. Then every restored
 * subscriber whose address a carried row suppressed after the subscriber's last change is
 * deleted, for the carried reason: their record was gone from the replaced database too.
 * A subscriber changed after the suppression (a new sign-up waiting for its confirmation)
 * stays, as it stayed there.
 */
export async function carrySuppressions(
  payload: Payload,
  rows: SuppressionRow[],
): Promise<{ carried: number; subscribersRemoved: number }> {
  const restored = new Map((await readSuppressions(payload)).map((row) => [row.addressHash, row]));
  const byHash = new Map(rows.map((row) => [row.addressHash, row]));
  const { docs: subscribers } = await payload.find({
    collection: 'newsletter-subscribers',
    pagination: false,
    depth: 0,
    select: { email: true, updatedAt: true },
  });
  let subscribersRemoved = 0;
  for (const subscriber of subscribers) {
    const row = byHash.get(suppressionKey(subscriber.email));
    if (!row || Date.parse(subscriber.updatedAt) >= Date.parse(row.suppressedAt)) continue;
    // The collection's hook suppresses the address as it deletes; the row is then given
    // its own moment and reason below.
    await payload.delete({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      depth: 0,
      context: { suppressionReason: row.reason } satisfies SubscriberDeletion,
    });
    subscribersRemoved++;
  }
  let carried = 0;
  for (const row of rows) {
    const known = restored.get(row.addressHash);
    if (known && known.suppressedAt >= row.suppressedAt) continue;
    carried++;
    await suppressKey({ payload }, row.addressHash, row.reason, row.suppressedAt);
  }
  return { carried, subscribersRemoved };
}
