import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';

let transporter: Transporter | undefined;

/**
 * SMTP when SMTP_HOST is set; otherwise a JSON transport whose messages the
 * caller logs, so a local demo needs no mail server. Short timeouts: a slow mail
 * server must not keep a visitor waiting long after their submission is stored.
 */
export function mailTransport(): { transporter: Transporter; logsOnly: boolean } {
  transporter ??= env.SMTP_HOST
    ? nodemailer.createTransport({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_PORT === 465,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
        connectionTimeout: 5_000,
        greetingTimeout: 5_000,
        socketTimeout: 10_000,
      })
    : nodemailer.createTransport({ jsonTransport: true });
  return { transporter, logsOnly: !env.SMTP_HOST };
}

export type Mail = { to: string; subject: string; text: string };

/** Sends `mail`; a failure is logged and swallowed, since the submission itself is already stored. */
export async function sendMail(mail: Mail): Promise<boolean> {
  const { transporter: transport, logsOnly } = mailTransport();
  try {
    const info = await transport.sendMail({ from: env.SMTP_FROM, ...mail });
    if (logsOnly) console.info(`[mail] SMTP_HOST is not set; not sent:\n${String(info.message)}`);
    return true;
  } catch (error) {
    console.error('[mail] sending the confirmation failed', error);
    return false;
  }
}
