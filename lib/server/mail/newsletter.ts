import 'server-only';
import { createTranslator } from 'next-intl';
import type { Payload } from 'payload';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { env } from '@/lib/shared/env';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { CONFIRMATION_HOURS } from '@/lib/domain/newsletter/confirmation-token';
import type { SignUpMail } from '@/lib/domain/newsletter/subscriptions';
import { clubForMail } from './club-sender';
import type { Mail } from '../../domain/mail/transport';

const messages = { en, nl, fr };

/**
 * The confirmation link, on the public SITE_URL: never on the host a request
 * named, or anyone could have us mail our visitors links to a site of theirs.
 * `lang` picks the language of the page it leads to, even once the token is spent.
 */
export function confirmationLink(token: string, locale: Locale): string {
  const url = new URL('/api/newsletter/confirm', env.SITE_URL);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', locale);
  return url.toString();
}

/**
 * The page that asks the subscriber to confirm they want no more newsletter mail: the
 * link in the mail's text. Opening it unsubscribes nobody (a mail scanner opens links
 * too); its button does.
 */
export function unsubscribeLink(unsubscribeToken: string, locale: Locale): string {
  return new URL(
    localizedPath(locale, 'newsletter-unsubscribe', { query: { token: unsubscribeToken } }),
    env.SITE_URL,
  ).toString();
}

/**
 * RFC 8058's one-click unsubscription, which mail programs offer beside the sender: they
 * POST `List-Unsubscribe=One-Click` to this address (app/api/newsletter/unsubscribe), and
 * a GET of it leads to the page above. The mail server must sign both headers with DKIM
 * for the big mailbox providers to offer the button (docs/operations.md "Mail").
 */
function unsubscribeHeaders(unsubscribeToken: string, locale: Locale): Record<string, string> {
  const url = new URL('/api/newsletter/unsubscribe', env.SITE_URL);
  url.searchParams.set('token', unsubscribeToken);
  url.searchParams.set('lang', locale);
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/**
 * The double opt-in's e-mail in the visitor's language: the confirmation link, or
 * the notice that the address is already subscribed. It goes to an address nobody
 * has proven to own yet, so it carries nothing a visitor typed (not even the
 * first name, unlike lib/domain/mail/confirmation.ts): the form cannot be used to mail
 * strangers a text of one's own. Every one carries the unsubscribe link and headers: a
 * stranger signed up by someone else withdraws the sign-up with one click.
 */
export async function newsletterMail(payload: Payload, mail: SignUpMail, locale: Locale): Promise<Mail> {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'NewsletterMail' });
  const { identity, from } = await clubForMail(payload, locale);
  const values = { club: identity.name, hours: CONFIRMATION_HOURS };
  const body =
    mail.kind === 'confirm'
      ? [t('confirm.body', values), '', confirmationLink(mail.token, locale), '', t('confirm.ignore', values)]
      : [t('alreadySubscribed.body', values), '', t('alreadySubscribed.ignore', values)];
  return {
    from,
    to: mail.to,
    subject: t(`${mail.kind}.subject`, values),
    text: [
      t('greeting'),
      '',
      ...body,
      '',
      t('signature', values),
      '',
      t('unsubscribe', values),
      unsubscribeLink(mail.unsubscribeToken, locale),
    ].join('\n'),
    headers: unsubscribeHeaders(mail.unsubscribeToken, locale),
  };
}
