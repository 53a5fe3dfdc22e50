import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { TIME_ZONE, type Locale } from '../i18n/locales';
import type { Mail } from '../mail/transport';
import type { Sender } from '../mail/smtp';
import { confirmationLink } from './confirmation-link';
import { unsubscribeLinks, type LinkedSubscriber } from './unsubscribe-link';

const messages = { en, nl, fr };

export type Invitation = {
  subscriber: LinkedSubscriber;
  locale: Locale;
  token: string;
  /** When the link stops working and the unconfirmed address is deleted (the import's expiry). */
  expiresAt: Date;
  club: string;
  from: Sender;
};

/**
 * The one request to confirm that an address imported from the club's previous tool gets
 * (issue 45: an import never re-subscribes anyone without a new confirmation). Like the
 * sign-up's confirmation mail it carries nothing the import's file said but the address (no
 * name: a list from elsewhere is not proof of anything), and the unsubscribe link and
 * headers, so one click says "never again" and puts the address on the suppression list.
 * No `server-only`: the send job loads it outside Next.
 */
export function invitationMail({ subscriber, locale, token, expiresAt, club, from }: Invitation): Mail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'NewsletterMail' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: TIME_ZONE }).format(expiresAt);
  const values = { club, date };
  const leave = unsubscribeLinks(subscriber, locale);
  return {
    from,
    to: subscriber.email,
    subject: t('invitation.subject', values),
    text: [
      t('greeting'),
      '',
      t('invitation.body', values),
      '',
      confirmationLink(token, locale),
      '',
      t('invitation.ignore', values),
      '',
      t('signature', values),
      '',
      t('unsubscribe', values),
      leave.page,
    ].join('\n'),
    headers: leave.headers,
  };
}
