import type { Payload } from 'payload';
import { isLocale, defaultLocale } from '../../../domain/i18n/locales';
import { suppressedAmong } from '../../../domain/newsletter/suppression';
import { unsubscribeLinks } from '../../../domain/newsletter/unsubscribe-link';

/**
 * What the CSV export gives the club's mailing tool: every subscriber with its status
 * (a tool must mail only `confirmed` ones; `suppressed` is one a restored backup brought
 * back after it left), the consent it rests on, and its own links:
 * the preferences page for the mail's text, and the one-click address for the tool's
 * `List-Unsubscribe` header, so an unsubscription in a mail that tool sends reaches the
 * site at once. Not the birth date.
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
  'unsubscribeUrl',
  'oneClickUnsubscribeUrl',
];

export async function withUnsubscribeLinks(payload: Payload, rows: Record<string, unknown>[]) {
  const suppressed = await suppressedAmong(
    { payload },
    rows.map((row) => row.email as string),
  );
  return rows.map((row) => {
    const locale = isLocale(row.locale) ? row.locale : defaultLocale;
    const links = unsubscribeLinks({ id: row.id as number, email: row.email as string }, locale);
    return {
      ...row,
      // A subscriber a restored backup brought back after they left: never to be mailed.
      status: suppressed.has(row.email as string) ? 'suppressed' : row.status,
      unsubscribeUrl: links.page,
      oneClickUnsubscribeUrl: links.headers['List-Unsubscribe'].slice(1, -1),
    };
  });
}
