import 'server-only';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { rateLimiter } from '@/lib/forms/server/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import { clubForMail } from './club-sender';
import { recipientPseudonym } from './recipient';
import { sendMail, type Mail } from './transport';
import { log } from '@/lib/log/logger';

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
async function confirmationMail({
  kind,
  locale,
  to,
  firstName,
  match,
  reference,
}: Confirmation): Promise<Mail> {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Mail' });
  const { identity, from } = await clubForMail(locale);
  const values = { firstName, match, reference: String(reference), club: identity.name };
  return {
    from,
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

/** Confirmations one mailbox may receive per hour, whatever form and whoever sends them. */
const CONFIRMATIONS_PER_HOUR = 3;
const allowConfirmation = rateLimiter({ limit: CONFIRMATIONS_PER_HOUR, windowMs: 60 * 60_000 });

/**
 * Sends the confirmation unless its mailbox (recipient.ts) already had
 * CONFIRMATIONS_PER_HOUR this hour. The forms mail whatever address is typed in,
 * greeting a name the sender chose: without a cap per recipient anyone could
 * have the club's mail server flood a stranger's inbox. The submission is stored
 * either way; a mail left unsent is logged with a pseudonym of the address.
 */
export async function sendConfirmation(confirmation: Confirmation): Promise<boolean> {
  const recipient = recipientPseudonym(confirmation.to);
  if (!(await allowConfirmation(`confirmation:${recipient}`))) {
    log.warn(
      { reference: String(confirmation.reference), recipient },
      `confirmation of ${confirmation.reference} not sent: its recipient already had ${CONFIRMATIONS_PER_HOUR} this hour`,
    );
    return false;
  }
  return sendMail(await confirmationMail(confirmation));
}
