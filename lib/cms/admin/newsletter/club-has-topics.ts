import type { Payload } from 'payload';

/**
 * Whether the club has defined a newsletter topic: the admin shows the topic fields (an
 * edition's audience, a subscriber's topics) only then, so a club without topics sees no
 * audience choice and no empty topics box, and every edition goes to everyone of its language.
 */
export async function clubHasTopics(payload: Payload): Promise<boolean> {
  return (await payload.count({ collection: 'newsletter-topics' })).totalDocs > 0;
}
