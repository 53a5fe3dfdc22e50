import type { Payload } from 'payload';
import type { Locale } from '../i18n/locales';

/**
 * The newsletter's topics, where a club defines them (lib/cms/collections/NewsletterTopics):
 * a subscriber chooses some on their preferences page, and an edition goes either to
 * everyone of its language or only to those of its language who chose one of its topics.
 * The choice is kept with the subscription and used for that alone. No `server-only`: the
 * CMS config loads it.
 */

/** Who an edition goes to, among the confirmed subscribers of its language. */
export const editionAudiences = ['everyone', 'topics'] as const;
export type EditionAudience = (typeof editionAudiences)[number];

/** A topic as the preferences page offers it, in the page's language. */
export type OfferedTopic = { id: number; name: string; description: string | null };

const collection = 'newsletter-topics';

/** The topics a subscriber may choose now (the active ones, in the club's order), in `locale`. */
export async function offeredTopics(payload: Payload, locale: Locale): Promise<OfferedTopic[]> {
  const { docs } = await payload.find({
    collection,
    where: { active: { equals: true } },
    sort: ['order', 'id'],
    locale,
    depth: 0,
    pagination: false,
  });
  return docs.map((topic) => ({ id: topic.id, name: topic.name, description: topic.description ?? null }));
}

/**
 * The ids a form posted, if every one names a topic offered now; null otherwise (an
 * unknown or retired topic, or something that is no id): the whole choice is refused then.
 */
export async function chosenTopicIds(payload: Payload, posted: string[]): Promise<number[] | null> {
  if (!posted.every((value) => /^[1-9]\d{0,9}$/.test(value))) return null;
  const ids = [...new Set(posted.map(Number))];
  if (ids.length === 0) return [];
  const { totalDocs } = await payload.count({
    collection,
    where: { and: [{ id: { in: ids } }, { active: { equals: true } }] },
  });
  return totalDocs === ids.length ? ids : null;
}
