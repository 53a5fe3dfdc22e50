import 'server-only';
import type { Payload } from 'payload';
import { log } from '@/lib/shared/log/logger';
import { defaultLocale, locales, type Locale } from '@/lib/domain/i18n/locales';
import type { SubscriberDeletion } from './consent';
import { chosenTopicIds, offeredTopics } from './topics';
import { signedFor, tokenSubscriberId } from './unsubscribe-link';

const collection = 'newsletter-subscribers';

/**
 * What an unsubscribe link stands for: a subscriber it may unsubscribe (`valid`), nobody
 * (`notSubscribed`: already unsubscribed, erased, expired unconfirmed, or a well-formed link
 * whose signature is wrong), or something that is no link of ours at all (`invalid`).
 */
export type UnsubscribeLinkState = 'valid' | 'notSubscribed' | 'invalid';

/** What the preferences page shows a subscriber who opened their link. */
export type LinkedPreferences = { email: string; locale: Locale; topics: number[] };

async function subscriberOf(payload: Payload, token: string) {
  const id = tokenSubscriberId(token);
  if (id === null) return { state: 'invalid' as const };
  const {
    docs: [subscriber],
  } = await payload.find({ collection, where: { id: { equals: id } }, limit: 1, depth: 0 });
  // A link that does not carry the subscriber's mac stands for nobody, like an id nobody
  // has: the answer must not tell an outsider which ids exist.
  if (!subscriber || !signedFor(token, subscriber)) return { state: 'notSubscribed' as const };
  const topics = (subscriber.topics ?? []).map((topic) => (typeof topic === 'number' ? topic : topic.id));
  return {
    state: 'valid' as const,
    id,
    preferences: { email: subscriber.email, locale: subscriber.locale, topics },
  };
}

export async function unsubscribeLinkState(
  payload: Payload,
  token: string,
): Promise<{ state: UnsubscribeLinkState; preferences?: LinkedPreferences }> {
  const found = await subscriberOf(payload, token);
  return found.state === 'valid'
    ? { state: 'valid', preferences: found.preferences }
    : { state: found.state };
}

/**
 * Unsubscribes the link's subscriber from every newsletter mail, at once: the record is
 * deleted (the privacy policy keeps it "until you unsubscribe"; a pending sign-up is
 * withdrawn the same way) and the address goes onto the suppression list as a keyed hash
 * (the collection's afterDelete hook, in the same transaction), so every sender's mayMail
 * says no from this moment. Opening a link changes nothing (unsubscribeLinkState); only
 * this, behind a POST, does. `valid` means it was unsubscribed now.
 */
export async function unsubscribe(payload: Payload, token: string): Promise<UnsubscribeLinkState> {
  const found = await subscriberOf(payload, token);
  if (found.state !== 'valid') return found.state;
  try {
    await payload.delete({
      collection,
      id: found.id,
      depth: 0,
      context: { suppressionReason: 'unsubscribed' } satisfies SubscriberDeletion,
    });
  } catch (error) {
    // Two clicks at once: the other one unsubscribed it.
    if ((error as { status?: number }).status === 404) return 'notSubscribed';
    throw error;
  }
  log.info('newsletter: a subscriber unsubscribed');
  return 'valid';
}

/** The language a subscriber's newsletter is written in, changed from their link's page. */
export async function changeNewsletterLanguage(
  payload: Payload,
  token: string,
  locale: unknown,
): Promise<UnsubscribeLinkState> {
  if (!locales.includes(locale as Locale)) return 'invalid';
  const found = await subscriberOf(payload, token);
  if (found.state !== 'valid') return found.state;
  await payload.update({ collection, id: found.id, data: { locale: locale as Locale }, depth: 0 });
  return 'valid';
}

/**
 * The topics a subscriber chose on their link's page, in place of those they had among the
 * topics offered now; a retired topic they had stays (the page no longer shows it, so the
 * form cannot have meant to drop it). `invalid` when any posted id is not a topic offered
 * now: nothing is changed then.
 */
export async function changeNewsletterTopics(
  payload: Payload,
  token: string,
  posted: string[],
): Promise<UnsubscribeLinkState> {
  const chosen = await chosenTopicIds(payload, posted);
  if (chosen === null) return 'invalid';
  const found = await subscriberOf(payload, token);
  if (found.state !== 'valid') return found.state;
  const offered = new Set((await offeredTopics(payload, defaultLocale)).map((topic) => topic.id));
  const retired = found.preferences.topics.filter((id) => !offered.has(id));
  await payload.update({ collection, id: found.id, data: { topics: [...retired, ...chosen] }, depth: 0 });
  return 'valid';
}
