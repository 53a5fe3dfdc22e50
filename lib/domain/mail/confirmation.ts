import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { rateLimiter } from '@/lib/shared/rate-limit';
import type { ConfirmationKind } from '@/lib/domain/forms/registry';
import type { Locale } from '@/lib/domain/i18n/locales';
import { recipientPseudonym } from './recipient';
import type { Sender } from './smtp';
import type { Mail } from './transport';
import { log } from '@/lib/shared/log/logger';

const messages = { en, nl, fr };

type Confirmation = {
  /** The `Mail` messages it is worded in: the form's, lib/domain/forms/registry.ts `confirmationKind`. */
  kind: ConfirmationKind;
  locale: Locale;
  to: string;
  /**
   * The visitor's answers as they read in their language, by field name (the match as
   * `match`): the form's words name those they need (lib/domain/mail/worded-answers.ts).
   */
  answers: Record<string, string>;
  reference: string;
  club: string;
  /** The club's sender (lib/domain/mail/smtp.ts `sender`), read when the mail is written. */
  from: Sender;
  /** The team's mailbox: the visitor's answer reaches the people who handle the request. */
  replyTo?: string;
};

/** The confirmation e-mail of a submission, in the visitor's language. */
export function confirmationMail({
  kind,
  locale,
  to,
  answers,
  reference,
  club,
  from,
  replyTo,
}: Confirmation): Mail {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Mail' });
  const values = { ...answers, reference, club };
  return {
    from,
    to,
    replyTo,
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
 * Whether the confirmation of `reference` may go to `to`: not when its mailbox
 * (recipient.ts) already had CONFIRMATIONS_PER_HOUR this hour. The forms mail whatever
 * address is typed in, greeting a name the sender chose: without a cap per recipient
 * anyone could have the club's mail server flood a stranger's inbox. Asked once, when
 * the submission is stored (the mail is then queued or not); the submission is stored
 * either way, and a mail left unsent is logged with a pseudonym of the address.
 */
export async function mayConfirm(to: string, reference: string): Promise<boolean> {
  const recipient = recipientPseudonym(to);
  if (await allowConfirmation(`confirmation:${recipient}`)) return true;
  log.warn(
    { reference, recipient },
    `confirmation of ${reference} not sent: its recipient already had ${CONFIRMATIONS_PER_HOUR} this hour`,
  );
  return false;
}
