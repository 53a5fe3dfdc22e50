import { commitTransaction, killTransaction, type PayloadRequest } from 'payload';
import { inParts } from '../../../shared/in-parts';
import { defaultLocale } from '../../../domain/i18n/locales';
import type { SubscriberDeletion } from '../../../domain/newsletter/consent';
import type { ImportRow } from '../../../domain/newsletter/import-list';
import { suppress, suppressedAmong } from '../../../domain/newsletter/suppression';
import { beginAtomicWrite } from '../../database';

const collection = 'newsletter-subscribers';

/**
 * How long an imported address waits for its owner's confirmation before it is deleted
 * like any unconfirmed sign-up (lib/domain/newsletter/expiry.ts).
 */
export const IMPORT_CONFIRMATION_DAYS = 30;

/** What an import did, for the admin and the log: counts only. */
export type ImportCounts = {
  /** New addresses, stored pending: no newsletter until their owner confirms. */
  pending: number;
  /** Addresses already on the list, left as they were. */
  known: number;
  /** Unsubscribed, bounced or complained addresses, now on the suppression list (and off the list). */
  suppressed: number;
  /** Subscribed in the previous tool but on our suppression list: left off, as only a new confirmation lifts it. */
  stillSuppressed: number;
};

/** Rows of one address: a refusal anywhere in the previous tool wins over a subscription. */
function byAddress(rows: ImportRow[]): ImportRow[] {
  const chosen = new Map<string, ImportRow>();
  for (const row of rows) {
    const earlier = chosen.get(row.email);
    if (!earlier || earlier.status === 'subscribed') chosen.set(row.email, row);
  }
  return [...chosen.values()];
}

const topicKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The club's topics by name in each of the site's languages: an imported row's topics are
 * matched in whichever the previous tool used; a name the club has no topic for is left out.
 */
async function topicsByName(req: PayloadRequest): Promise<Map<string, number>> {
  const { docs } = await req.payload.find({
    collection: 'newsletter-topics',
    locale: 'all',
    depth: 0,
    pagination: false,
    req,
  });
  const byName = new Map<string, number>();
  for (const topic of docs) {
    for (const name of Object.values(topic.name as unknown as Record<string, string | null>)) {
      if (name) byName.set(topicKey(name), topic.id);
    }
  }
  return byName;
}

/**
 * Writes a read import list, all or nothing: one transaction (lib/cms/database.ts) around
 * every write, so a failure half-way leaves the list as it was. Nobody is subscribed by an
 * import: a new address is stored pending, with the import as where its consent comes
 * from, and gets no newsletter (mayMail) until its owner confirms; unsubscribed, bounced and
 * complained addresses are deleted from the list and suppressed. Nothing is mailed here.
 */
export async function importSubscribers(req: PayloadRequest, rows: ImportRow[], now = new Date()) {
  const { payload } = req;
  const counts: ImportCounts = { pending: 0, known: 0, suppressed: 0, stillSuppressed: 0 };
  const unique = byAddress(rows);
  req.transactionID = (await beginAtomicWrite(payload)) ?? undefined;
  try {
    const existing = new Map<string, number | string>();
    for (const part of inParts(unique.map((row) => row.email))) {
      const { docs } = await payload.find({
        collection,
        where: { email: { in: part } },
        pagination: false,
        depth: 0,
        select: { email: true },
        req,
      });
      for (const doc of docs) existing.set(doc.email, doc.id);
    }
    const suppressed = new Set<string>();
    for (const part of inParts(unique.map((row) => row.email))) {
      for (const email of await suppressedAmong({ payload, req }, part)) suppressed.add(email);
    }
    const topicIds = await topicsByName(req);
    const expires = new Date(now.getTime() + IMPORT_CONFIRMATION_DAYS * 86_400_000).toISOString();
    for (const row of unique) {
      const id = existing.get(row.email);
      if (row.status !== 'subscribed') {
        counts.suppressed++;
        if (id === undefined) {
          await suppress({ payload, req }, row.email, row.status);
          continue;
        }
        // The collection's hook suppresses the address with the reason the row gave.
        Object.assign(req.context, { suppressionReason: row.status } satisfies SubscriberDeletion);
        await payload.delete({ collection, id, depth: 0, req });
      } else if (suppressed.has(row.email)) {
        counts.stillSuppressed++;
      } else if (id !== undefined) {
        counts.known++;
      } else {
        counts.pending++;
        await payload.create({
          collection,
          depth: 0,
          req,
          data: {
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            locale: row.locale ?? defaultLocale,
            topics: [...new Set((row.topics ?? []).flatMap((name) => topicIds.get(topicKey(name)) ?? []))],
            status: 'pending',
            consentAt: now.toISOString(),
            consentForm: 'import',
            policyVersion: 'import',
            confirmationExpiresAt: expires,
          },
        });
      }
    }
    await commitTransaction(req);
    return counts;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
