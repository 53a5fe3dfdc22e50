import addressparser from 'nodemailer/lib/addressparser';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Env } from '../../shared/env';

type SmtpEnv = Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_FROM'>;

/**
 * The mail server's settings, shared by the site's own mails (lib/domain/mail/transport.ts) and the
 * CMS's (password resets, lib/cms/email.ts) so both reach the same server the same way.
 * Undefined without SMTP_HOST: each then writes its mails to the log instead. No
 * `server-only` here: the CMS config, which the Payload CLI also loads, imports it.
 * Short timeouts: a slow mail server must not keep a visitor or an editor waiting long.
 */
export function smtpOptions(env: SmtpEnv): SMTPTransport.Options | undefined {
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_PORT === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  };
}

/** A mail's sender, name and address apart, as Payload's mail adapter and nodemailer take it. */
export type Sender = { name: string; address: string };

/** The club's sender as its settings hold it (lib/data/club-identity.ts `mail`). */
export type ClubSender = { senderName: string; senderAddress?: string };

/**
 * Who the site's mails come from: the sender the club set in its settings; without an
 * address there, SMTP_FROM (`Name <address>` or a bare address), which a mail server may
 * require; without either, the club's name at `no-reply@` the site's own host.
 */
export function sender(club: ClubSender, env: Pick<Env, 'SMTP_FROM' | 'SITE_URL'>): Sender {
  if (club.senderAddress) return { name: club.senderName, address: club.senderAddress };
  if (env.SMTP_FROM) {
    const [first] = addressparser(env.SMTP_FROM, { flatten: true });
    return { name: first?.name ?? '', address: first?.address || env.SMTP_FROM };
  }
  return { name: club.senderName, address: `no-reply@${new URL(env.SITE_URL).hostname}` };
}

/** The mail server as an admin names it (`host:port`), or undefined without SMTP_HOST. */
export function smtpServerName(env: Pick<SmtpEnv, 'SMTP_HOST' | 'SMTP_PORT'>): string | undefined {
  return env.SMTP_HOST ? `${env.SMTP_HOST}:${env.SMTP_PORT}` : undefined;
}

/** The sender as a From header: `"Name" <address>`. */
export const fromHeader = ({ name, address }: Sender) => (name ? { name, address } : address);
