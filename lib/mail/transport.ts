import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { metrics } from '@/lib/metrics/registry.mjs';
import { smtpOptions } from './smtp';
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

/**
 * `replyTo`: where an answer goes (the visitor, for the staff's mail; the team, for the
 * visitor's). `headers`: extra header fields, such as the newsletter's List-Unsubscribe
 * (lib/mail/newsletter.ts).
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/**
 * Sends `mail`, or throws: for the jobs queue (lib/mail/submission-mails.ts), which tries
 * again later. Not the mail in the log: it names its recipient and quotes what they typed.
 */
export async function deliverMail(mail: Mail): Promise<void> {
  const { transporter: transport, logsOnly } = mailTransport();
  try {
    const info = await transport.sendMail({ from: env.SMTP_FROM, ...mail });
    if (logsOnly) log.info({ messageId: info.messageId }, 'mail not sent: SMTP_HOST is not set');
    metrics().mails.inc({ outcome: logsOnly ? 'logged' : 'sent' });
  } catch (error) {
    metrics().mails.inc({ outcome: 'failed' });
    throw error;
  }
}

/** Sends `mail`; a failure is logged and swallowed (the newsletter's: the visitor can ask again). */
export async function sendMail(mail: Mail): Promise<boolean> {
  try {
    await deliverMail(mail);
    return true;
  } catch (error) {
    log.error({ err: error }, 'sending a mail failed');
    return false;
  }
}
