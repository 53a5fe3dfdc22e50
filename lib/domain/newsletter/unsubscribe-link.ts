import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '../../shared/env';
import { derivedSecret } from '../../shared/env/derived-secret';
import type { Locale } from '../i18n/locales';
import { localizedPath } from '../i18n/routes';

/**
 * A subscriber's signed unsubscribe link and the headers that carry it, for every mail the
 * club sends to a subscriber (the double opt-in's mails now, the editions later). No
 * `server-only` here: the CMS's jobs, which will send the editions, load it outside Next.
 */

/** Who a link is for: the subscriber's id and the address it was signed for. */
export type LinkedSubscriber = { id: number | string; email: string };

/**
 * The secret in a subscriber's link: `<id>.<mac>`, where the mac is an HMAC of the
 * subscriber's id and address under a secret derived from PAYLOAD_SECRET. Nothing is
 * stored, so every mail to the subscriber carries the same working link for as long as
 * the subscription lasts; it stops working once the subscriber is gone (an id later given
 * to another address fails the check), and rotating PAYLOAD_SECRET retires old links.
 */
export function unsubscribeToken({ id, email }: LinkedSubscriber): string {
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

/** The subscriber id a well-formed token names, before its mac is checked. */
export function tokenSubscriberId(token: string): number | null {
  const match = TOKEN.exec(token);
  return match ? Number(match[1]) : null;
}

/** Whether `token` carries the mac of this subscriber (constant time). */
export function signedFor(token: string, subscriber: LinkedSubscriber): boolean {
  const given = Buffer.from(TOKEN.exec(token)?.[2] ?? '');
  const expected = Buffer.from(mac(subscriber.id, subscriber.email));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type UnsubscribeLinks = {
  /** The preferences page (language, unsubscribe), for the mail's text and the CSV export. */
  page: string;
  /** RFC 2369 and RFC 8058's headers: the one-click address a mail program posts to. */
  headers: { 'List-Unsubscribe': string; 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
};

/**
 * Everything a mail to a subscriber needs to let them leave, on the public SITE_URL
 * (never the host a request named: nobody can have us mail links to a site of theirs).
 * The page unsubscribes nobody by being opened (mail scanners open links too); its button
 * does. Mail programs POST `List-Unsubscribe=One-Click` to the header's address
 * (app/api/newsletter/unsubscribe), and a GET of it leads to the page. The mail server must
 * sign both headers with DKIM for the big mailbox providers to offer the button
 * (docs/operations.md "Mail"). `locale` is the language of the pages they lead to.
 */
export function unsubscribeLinks(subscriber: LinkedSubscriber, locale: Locale): UnsubscribeLinks {
  const token = unsubscribeToken(subscriber);
  const page = new URL(localizedPath(locale, 'newsletter-preferences', { query: { token } }), env.SITE_URL);
  const oneClick = new URL('/api/newsletter/unsubscribe', env.SITE_URL);
  oneClick.searchParams.set('token', token);
  oneClick.searchParams.set('lang', locale);
  return {
    page: page.toString(),
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
