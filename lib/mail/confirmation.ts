import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { club } from '@/lib/club.mjs';
import type { Locale } from '@/lib/i18n/locales';
import type { Mail } from './transport';

const messages = { en, nl, fr };

type Confirmation = {
  kind: 'ticketRequest' | 'vipReservation';
  locale: Locale;
  to: string;
  firstName: string;
  match: string;
  reference: string | number;
};

/** The confirmation e-mail of a ticket request or a reservation, in the visitor's language. */
export function confirmationMail({ kind, locale, to, firstName, match, reference }: Confirmation): Mail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Mail' });
  const values = { firstName, match, reference: String(reference), club: club.name };
  return {
    to,
    subject: t(`${kind}.subject`, values),
    text: [
      t('greeting', values),
      '',
      t(`${kind}.body`, values),
      '',
      t('reference', values),
      '',
      t('signature', values),
    ].join('\n'),
  };
}
