import 'server-only';
import { createTranslator } from 'next-intl';
import type { Payload } from 'payload';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/domain/i18n/locales';
import { CONFIRMATION_HOURS } from '@/lib/domain/newsletter/confirmation-token';
import { confirmationLink } from '@/lib/domain/newsletter/confirmation-link';
import { unsubscribeLinks } from '@/lib/domain/newsletter/unsubscribe-link';
import type { SignUpMail } from '@/lib/domain/newsletter/subscriptions';
import { clubForMail } from './club-sender';
import type { Mail } from '../../domain/mail/transport';

const messages = { en, nl, fr };

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
  const leave = unsubscribeLinks(mail.subscriber, locale);
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
      leave.page,
    ].join('\n'),
    headers: leave.headers,
  };
}
