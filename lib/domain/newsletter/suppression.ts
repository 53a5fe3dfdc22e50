import { createHmac } from 'node:crypto';
import type { Payload, PayloadRequest } from 'payload';
import { derivedSecret } from '../../shared/env/derived-secret';
import { inParts } from '../../shared/in-parts';

/**
 * The suppression list: the addresses that must get no newsletter mail, kept as a keyed
 * hash only (an HMAC of the normalised address under a secret derived from PAYLOAD_SECRET),
 * so the list names nobody, yet an address that comes back (an import from the club's
 * previous tool, a sign-up, a subscriber restored from a backup) is recognised. An
 * unsubscription, an erasure, an admin's removal and an import's unsubscribed or bounced
 * addresses put an address on it; only a new confirmation of the double opt-in takes it
 * off. No `server-only`: the CMS's hooks and jobs load it outside Next.
 */
const collection = 'newsletter-suppressions';

/** Why an address is on the list, as the admin's list shows it. */
export const suppressionReasons = ['unsubscribed', 'erased', 'removed', 'bounced', 'complained'] as const;
export type SuppressionReason = (typeof suppressionReasons)[number];

/** How addresses are compared: whatever case or spaces they were typed with. */
export function normalisedAddress(address: string): string {
  return address.trim().toLowerCase();
}

/** What the list keeps of an address. */
export function suppressionKey(address: string): string {
  return createHmac('sha256', derivedSecret('newsletter-suppression'))
    .update(normalisedAddress(address))
    .digest('hex');
}

type Writer = { payload: Payload; req?: Partial<PayloadRequest> };

/** Puts `address` on the list (again: the reason and moment are the latest). */
export async function suppress(writer: Writer, address: string, reason: SuppressionReason) {
  await suppressKey(writer, suppressionKey(address), reason, new Date().toISOString());
}

/**
 * Puts a keyed hash on the list with its reason and moment, or gives its row those: what
 * `suppress` does for an address, and a restore for a row of the list it replaced.
 */
export async function suppressKey(
  { payload, req }: Writer,
  addressHash: string,
  reason: SuppressionReason,
  suppressedAt: string,
) {
  const {
    docs: [known],
  } = await payload.find({
    collection,
    where: { addressHash: { equals: addressHash } },
    limit: 1,
    depth: 0,
    req,
  });
  if (known) {
    await payload.update({ collection, id: known.id, data: { reason, suppressedAt }, depth: 0, req });
  } else {
    await payload.create({ collection, data: { addressHash, reason, suppressedAt }, depth: 0, req });
  }
}

/** Takes `address` off the list: only the double opt-in's confirmation calls this. */
export async function liftSuppression({ payload, req }: Writer, address: string) {
  await payload.delete({
    collection,
    where: { addressHash: { equals: suppressionKey(address) } },
    depth: 0,
    req,
  });
}

/** The addresses among `addresses` that are on the list (a query per 500: an export asks for all). */
export async function suppressedAmong({ payload, req }: Writer, addresses: string[]): Promise<Set<string>> {
  const byKey = new Map(addresses.map((address) => [suppressionKey(address), normalisedAddress(address)]));
  const suppressed = new Set<string>();
  for (const part of inParts([...byKey.keys()])) {
    const { docs } = await payload.find({
      collection,
      where: { addressHash: { in: part } },
      pagination: false,
      depth: 0,
      select: { addressHash: true },
      req,
    });
    for (const doc of docs) suppressed.add(byKey.get(doc.addressHash)!);
  }
  return suppressed;
}

export async function isSuppressed(writer: Writer, address: string): Promise<boolean> {
  return (await suppressedAmong(writer, [address])).size > 0;
}

/**
 * Whether the club may send the newsletter (or any mail of it) to `address`: only to a
 * subscriber who confirmed the address, and never to one on the suppression list, whatever
 * else a backup or an import brought back. Every sender asks this right before it sends,
 * so an unsubscription takes effect at once, also in a send under way. The double
 * opt-in's own confirmation mail is the one exception: the visitor asked for it.
 */
export async function mayMail(payload: Payload, address: string): Promise<boolean> {
  const {
    docs: [subscriber],
  } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: normalisedAddress(address) } },
    limit: 1,
    depth: 0,
    select: { email: true, status: true },
  });
  return subscriber !== undefined && mayMailSubscriber(payload, subscriber);
}

/** `mayMail` for a subscriber the sender has just read (the send job reads each one anyway). */
export async function mayMailSubscriber(
  payload: Payload,
  subscriber: { email: string; status?: string | null },
): Promise<boolean> {
  return subscriber.status === 'confirmed' && !(await isSuppressed({ payload }, subscriber.email));
}
