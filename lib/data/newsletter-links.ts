import 'server-only';
import { cms } from '@/lib/cms/client';
import type { Locale } from '@/lib/domain/i18n/locales';
import { offeredTopics } from '@/lib/domain/newsletter/topics';
import { unsubscribeLinkState as linkStateIn } from '@/lib/domain/newsletter/unsubscribe';

/**
 * What the link of a newsletter mail leads to (the subscriber's preferences, or why there
 * are none), read when its page is opened: a visitor's own link, never cached.
 */
export async function newsletterLinkState(token: string) {
  return linkStateIn(await cms(), token);
}

/** The topics a subscriber may choose on that page, in its language: none where the club defined none. */
export async function offeredNewsletterTopics(locale: Locale) {
  return offeredTopics(await cms(), locale);
}
