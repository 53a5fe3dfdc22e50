import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { CONFIRMATION_HOURS } from '@/lib/newsletter/confirmation-token';
import type { SignUpMail } from '@/lib/newsletter/subscriptions';
import { clubForMail } from './club-sender';
import type { Mail } from './transport';

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
 * The double opt-in's e-mail in the visitor's language: the confirmation link, or
 * the notice that the address is already subscribed. It goes to an address nobody
 * has proven to own yet, so it carries nothing a visitor typed (not even the
 * first name, unlike lib/mail/confirmation.ts): the form cannot be used to mail
 * strangers a text of one's own.
 */
export async function newsletterMail(mail: SignUpMail, locale: Locale): Promise<Mail> {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'NewsletterMail' });
  const { identity, from } = await clubForMail(locale);
  const values = { club: identity.name, hours: CONFIRMATION_HOURS };
  const body =
    mail.kind === 'confirm'
      ? [t('confirm.body', values), '', confirmationLink(mail.token, locale), '', t('confirm.ignore', values)]
      : [t('alreadySubscribed.body', values), '', t('alreadySubscribed.ignore', values)];
  return {
    from,
    to: mail.to,
    subject: t(`${mail.kind}.subject`, values),
    text: [t('greeting'), '', ...body, '', t('signature', values)].join('\n'),
  };
}
