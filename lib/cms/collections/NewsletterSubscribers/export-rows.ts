import type { Payload } from 'payload';
import { isLocale, defaultLocale, type Locale } from '../../../domain/i18n/locales';
import { suppressedAmong } from '../../../domain/newsletter/suppression';
import { unsubscribeLinks } from '../../../domain/newsletter/unsubscribe-link';

/**
 * What the CSV export gives the club's mailing tool: every subscriber with its status
 * (a tool must mail only `confirmed` ones; `suppressed` is one a restored backup brought
 * back after it left), the consent it rests on, and its own links:
 * the preferences page for the mail's text, and the one-click address for the tool's
 * `List-Unsubscribe` header, so an unsubscription in a mail that tool sends reaches the
 * site at once; the topics the subscriber chose, by name in their language, separated by
 * `TOPIC_SEPARATOR` (empty where the club defines none). Not the birth date.
 */
export const exportColumns = [
  'email',
  'status',
  'firstName',
  'lastName',
  'locale',
  'consentAt',
  'consentForm',
  'policyVersion',
  'confirmedAt',
  'topics',
  'unsubscribeUrl',
  'oneClickUnsubscribeUrl',
];

export const TOPIC_SEPARATOR = '; ';

/** Each topic's name in every language, by id: one read for the whole export. */
async function topicNames(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'newsletter-topics',
    locale: 'all',
    depth: 0,
    pagination: false,
  });
  return new Map(docs.map((topic) => [topic.id, topic.name as unknown as Partial<Record<Locale, string>>]));
}

export async function withUnsubscribeLinks(payload: Payload, rows: Record<string, unknown>[]) {
  const [suppressed, names] = await Promise.all([
    suppressedAmong(
      { payload },
      rows.map((row) => row.email as string),
    ),
    topicNames(payload),
  ]);
  return rows.map((row) => {
    const locale = isLocale(row.locale) ? row.locale : defaultLocale;
    const links = unsubscribeLinks({ id: row.id as number, email: row.email as string }, locale);
    const topics = ((row.topics ?? []) as number[]).map((id) => {
      const name = names.get(id);
      return name?.[locale] ?? name?.[defaultLocale] ?? '';
    });
    return {
      ...row,
      topics: topics.filter(Boolean).join(TOPIC_SEPARATOR),
      // A subscriber a restored backup brought back after they left: never to be mailed.
      status: suppressed.has(row.email as string) ? 'suppressed' : row.status,
      unsubscribeUrl: links.page,
      oneClickUnsubscribeUrl: links.headers['List-Unsubscribe'].slice(1, -1),
    };
  });
}
