import 'server-only';
import { createHash } from 'node:crypto';
import { commitTransaction, createLocalReq, killTransaction, ValidationError, type Payload } from 'payload';
import { rateLimiter } from '@/lib/shared/rate-limit';
import { purgeExpiredSignUps } from './expiry';
import { liftSuppression } from './suppression';
import type { LinkedSubscriber } from './unsubscribe-link';
import type { Locale } from '@/lib/domain/i18n/locales';
import {
  CONFIRMATION_HOURS,
  hashConfirmationToken,
  isConfirmationToken,
  newConfirmationToken,
} from './confirmation-token';

/**
 * The double opt-in of the newsletter: a sign-up is stored `pending` and mailed a
 * confirmation link; opening it makes the subscriber `confirmed`. An anonymous
 * sign-up never changes a stored subscriber, and the caller answers every
 * sign-up alike, so the form reveals nobody's subscription.
 */
const collection = 'newsletter-subscribers';

export type SignUpDetails = {
  email: string;
  firstName: string;
  lastName: string;
  /** ISO date. */
  birthDate: string;
  locale: Locale;
  policyVersion: string;
};

/**
 * The e-mail a sign-up calls for, sent once the visitor has been answered, with the
 * subscriber its unsubscribe link and headers are signed for (unsubscribe-link.ts).
 */
export type SignUpMail = { to: string; subscriber: LinkedSubscriber } & (
  { kind: 'confirm'; token: string } | { kind: 'alreadySubscribed' }
);

/**
 * However often an address is signed up, by its owner or by someone else, it gets at
 * most three of our mails an hour: the first confirmation and two re-sends or notices.
 * Keyed by a hash, so the shared Redis holds no e-mail addresses.
 */
const mailsPerAddress = rateLimiter({ limit: 3, windowMs: 60 * 60_000 });

const hoursAfter = (moment: Date, hours: number) =>
  new Date(moment.getTime() + hours * 3_600_000).toISOString();

/**
 * A new address is stored pending with its consent record and mailed a link. A
 * pending one keeps its data and gets a new link (the old one stops working, as
 * only hashes are kept); its expiry stays, so repeated sign-ups cannot keep an
 * unconfirmed address on file. A confirmed one is left as it is and told so.
 * Re-sends and notices count towards the address's mail limit.
 */
export async function signUp(
  payload: Payload,
  details: SignUpDetails,
  { now = new Date(), signal }: { now?: Date; signal?: AbortSignal } = {},
): Promise<SignUpMail | null> {
  await purgeExpiredSignUps(payload, now);
  const email = details.email.toLowerCase();
  const mayMail = await mailsPerAddress(
    `newsletter-mail:${createHash('sha256').update(email).digest('hex')}`,
  );
  const {
    docs: [existing],
  } = await payload.find({ collection, where: { email: { equals: email } }, limit: 1, depth: 0 });

  // The visitor was told to try again meanwhile (the route's deadline): store nothing now.
  signal?.throwIfAborted();
  if (!existing) {
    const { token, hash } = newConfirmationToken();
    let created;
    try {
      created = await payload.create({
        collection,
        data: {
          ...details,
          email,
          consentAt: now.toISOString(),
          status: 'pending',
          confirmationTokenHash: hash,
          confirmationExpiresAt: hoursAfter(now, CONFIRMATION_HOURS),
        },
      });
    } catch (error) {
      // The same address signed up twice at the same moment: the other request stored and mails it.
      if (error instanceof ValidationError) return null;
      throw error;
    }
    return { kind: 'confirm', to: email, token, subscriber: created };
  }

  if (!mayMail) return null;
  if (existing.status === 'confirmed') {
    return { kind: 'alreadySubscribed', to: email, subscriber: existing };
  }
  const { token, hash } = newConfirmationToken();
  await payload.update({
    collection,
    id: existing.id,
    data: {
      // An address imported from another tool consents here for the first time: its proof is this sign-up.
      ...(existing.consentForm === 'import'
        ? { ...details, email, consentAt: now.toISOString(), consentForm: 'sign-up' as const }
        : {}),
      confirmationTokenHash: hash,
      // Set only for a subscriber stored before the double opt-in, who has none yet:
      // from now on they expire unconfirmed like any other sign-up.
      confirmationExpiresAt: existing.confirmationExpiresAt ?? hoursAfter(now, CONFIRMATION_HOURS),
    },
  });
  return { kind: 'confirm', to: email, token, subscriber: existing };
}

export type ConfirmationOutcome = 'confirmed' | 'linkExpired';

/**
 * The link in the confirmation e-mail: a pending subscriber whose token hash and
 * unexpired link match becomes confirmed, and the token is forgotten, so a link
 * works once; an address on the suppression list (unsubscribed, erased, imported as
 * unsubscribed) leaves it with the same write, as this is the owner's new consent. A
 * wrong, expired or used token changes nothing.
 */
export async function confirmSubscription(
  payload: Payload,
  token: unknown,
  now: Date = new Date(),
): Promise<ConfirmationOutcome> {
  if (!isConfirmationToken(token)) return 'linkExpired';
  await purgeExpiredSignUps(payload, now);
  const {
    docs: [pending],
  } = await payload.find({
    collection,
    where: {
      and: [
        { confirmationTokenHash: { equals: hashConfirmationToken(token) } },
        { status: { equals: 'pending' } },
        { confirmationExpiresAt: { greater_than: now.toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
  });
  if (!pending) return 'linkExpired';
  const req = await createLocalReq({}, payload);
  req.transactionID = (await payload.db.beginTransaction()) ?? undefined;
  try {
    await payload.update({
      collection,
      id: pending.id,
      data: {
        status: 'confirmed',
        confirmedAt: now.toISOString(),
        confirmationTokenHash: null,
        confirmationExpiresAt: null,
      },
      req,
    });
    // The owner proved the address and asked for the newsletter again: it leaves the list.
    await liftSuppression({ payload, req }, pending.email);
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
  return 'confirmed';
}
