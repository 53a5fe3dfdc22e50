import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Payload } from 'payload';
import { derivedSecret } from '@/lib/shared/env/derived-secret';
import { log } from '@/lib/shared/log/logger';

const collection = 'newsletter-subscribers';

/**
 * The secret in a subscriber's unsubscribe link: `<id>.<mac>`, where the mac is an HMAC of
 * the subscriber's id and address under a secret derived from PAYLOAD_SECRET. Nothing is
 * stored, so every mail to the subscriber carries the same working link for as long as
 * the subscription lasts; it stops working once the subscriber is gone (an id later given
 * to another address fails the check), and rotating PAYLOAD_SECRET retires old links.
 */
export function unsubscribeToken({ id, email }: { id: number | string; email: string }): string {
  return `${id}.${mac(id, email)}`;
}

function mac(id: number | string, email: string): string {
  return createHmac('sha256', derivedSecret('newsletter-unsubscribe'))
    .update(`${id}:${email.toLowerCase()}`)
    .digest('base64url');
}

const TOKEN = /^([1-9]\d{0,9})\.([\w-]{43})$/;

/** Whether `value` could be one of our tokens at all: anything else needs no database lookup. */
export function isUnsubscribeToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/**
 * What an unsubscribe link stands for: a subscriber it may unsubscribe (`valid`), nobody
 * (`notSubscribed`: already unsubscribed, erased, expired unconfirmed, or a well-formed link
 * whose signature is wrong), or something that is no link of ours at all (`invalid`).
 */
export type UnsubscribeLinkState = 'valid' | 'notSubscribed' | 'invalid';

async function subscriberOf(payload: Payload, token: string) {
  const match = TOKEN.exec(token);
  if (!match) return { state: 'invalid' as const };
  const id = Number(match[1]);
  const {
    docs: [subscriber],
  } = await payload.find({ collection, where: { id: { equals: id } }, limit: 1, depth: 0 });
  // A link that does not carry the subscriber's mac stands for nobody, like an id nobody
  // has: the answer must not tell an outsider which ids exist.
  if (!subscriber) return { state: 'notSubscribed' as const };
  const expected = Buffer.from(mac(id, subscriber.email));
  const given = Buffer.from(match[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { state: 'notSubscribed' as const };
  }
  return { state: 'valid' as const, id };
}

export async function unsubscribeLinkState(payload: Payload, token: string): Promise<UnsubscribeLinkState> {
  return (await subscriberOf(payload, token)).state;
}

/**
 * Unsubscribes the link's subscriber from every newsletter mail: the record is deleted,
 * as the privacy policy keeps it only "until you unsubscribe" (a pending sign-up is
 * withdrawn the same way). Opening a link changes nothing (unsubscribeLinkState); only
 * this, behind a POST, does. `valid` means it was unsubscribed now.
 */
export async function unsubscribe(payload: Payload, token: string): Promise<UnsubscribeLinkState> {
  const found = await subscriberOf(payload, token);
  if (found.state !== 'valid') return found.state;
  try {
    await payload.delete({ collection, id: found.id, depth: 0 });
  } catch (error) {
    // Two clicks at once: the other one unsubscribed it.
    if ((error as { status?: number }).status === 404) return 'notSubscribed';
    throw error;
  }
  log.info('newsletter: a subscriber unsubscribed');
  return 'valid';
}
