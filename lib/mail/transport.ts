import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { metrics } from '@/lib/metrics/registry.mjs';
import { fromHeader, smtpOptions, type Sender } from './smtp';
import { log } from '@/lib/log/logger';

let transporter: Transporter | undefined;

/**
 * SMTP when SMTP_HOST is set (lib/mail/smtp.ts); otherwise a JSON transport whose
 * messages the caller logs, so a local demo needs no mail server.
 */
export function mailTransport(): { transporter: Transporter; logsOnly: boolean } {
  const smtp = smtpOptions(env);
  transporter ??= smtp
    ? nodemailer.createTransport(smtp)
    : nodemailer.createTransport({ jsonTransport: true });
  return { transporter, logsOnly: !smtp };
}

/** A mail of the site, from the club's sender at the time it was written (lib/mail/club-sender.ts). */
export type Mail = { from: Sender; to: string; subject: string; text: string };

/** Sends `mail`; a failure is logged and swallowed, since the submission itself is already stored. */
export async function sendMail(mail: Mail): Promise<boolean> {
  const { transporter: transport, logsOnly } = mailTransport();
  try {
    const info = await transport.sendMail({ ...mail, from: fromHeader(mail.from) });
    // Not the mail itself: it names its recipient and quotes what they typed.
    if (logsOnly) log.info({ messageId: info.messageId }, 'mail not sent: SMTP_HOST is not set');
    metrics().mails.inc({ outcome: logsOnly ? 'logged' : 'sent' });
    return true;
  } catch (error) {
    log.error({ err: error }, 'sending a confirmation failed');
    metrics().mails.inc({ outcome: 'failed' });
    return false;
  }
}
