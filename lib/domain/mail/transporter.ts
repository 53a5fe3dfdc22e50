import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../../shared/env';
import { fromHeader, smtpOptions, type Sender } from './smtp';

let transporter: Transporter | undefined;

/**
 * SMTP when SMTP_HOST is set (lib/domain/mail/smtp.ts); otherwise a JSON transport whose
 * messages the caller logs, so a local demo needs no mail server. No `server-only` here,
 * as in smtp.ts: the CMS config's test-mail endpoint (lib/cms/globals/SiteChecks) sends
 * through it, and the operator commands load that config with plain Node.
 */
export function mailTransport(): { transporter: Transporter; logsOnly: boolean } {
  const smtp = smtpOptions(env);
  transporter ??= smtp
    ? nodemailer.createTransport(smtp)
    : nodemailer.createTransport({ jsonTransport: true });
  return { transporter, logsOnly: !smtp };
}

let bulkTransporter: Transporter | undefined;

/**
 * The newsletter's transport (lib/cms/jobs/newsletter-runner.ts): the same server, over one
 * connection kept open from mail to mail (a pool of one), since opening one per mail took
 * most of an edition's time (docs/performance.md "Sending a newsletter edition"). Without
 * SMTP_HOST it is the logging transport, as above.
 */
export function bulkMailTransport(): { transporter: Transporter; logsOnly: boolean } {
  const smtp = smtpOptions(env);
  if (!smtp) return mailTransport();
  bulkTransporter ??= nodemailer.createTransport({
    ...smtp,
    pool: true,
    maxConnections: 1,
    maxMessages: 1_000,
  });
  return { transporter: bulkTransporter, logsOnly: false };
}

/**
 * `replyTo`: where an answer goes (the visitor, for the staff's mail; the team, for the
 * visitor's). `headers`: extra header fields, such as the newsletter's List-Unsubscribe
 * (lib/server/mail/newsletter.ts).
 */
export type Mail = {
  /** The club's sender at the time the mail was written (lib/domain/mail/smtp.ts `sender`). */
  from: Sender;
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (the newsletter's editions). */
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

/**
 * Sends `mail` from the site's sender through `transport` and lets a failure through, for a
 * caller that tells someone why (the admin's test mail); the site's own mails go through
 * sendMail (lib/domain/mail/transport.ts), which logs and counts them.
 */
export async function sendThrough(transport: Transporter, mail: Mail): Promise<{ messageId: string }> {
  return transport.sendMail({ ...mail, from: fromHeader(mail.from) });
}
