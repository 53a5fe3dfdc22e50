import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter } from 'payload';
import { toClubIdentity } from '../domain/club/identity-shape';
import type { Env } from '../shared/env';
import { defaultLocale } from '../domain/i18n/locales';
import { fromHeader, sender, smtpOptions } from '../domain/mail/smtp';
import { mailTransport } from '../domain/mail/transporter';

/** What Payload writes as the From of its own mails; each is replaced by the club's sender. */
const PAYLOAD_DEFAULT = { name: 'Club site', address: 'cms@club-site.invalid' };

/**
 * The CMS's mail (password resets) goes through the transport the site's own mails use,
 * from the sender the club set in Club settings at the time of sending (lib/domain/mail/smtp.ts
 * `sender`): Payload's adapter fixes its sender when the server starts, so each of its
 * mails is given the current one here.
 * Without SMTP_HOST: no adapter, so Payload's console adapter logs each mail's recipient
 * and subject, as before, and not its body, whose reset link is as good as a password.
 * `skipVerify`: a mail server that is down must not hold up the start; a send says so.
 */
export function cmsEmail(env: Env): Promise<EmailAdapter> | undefined {
  if (!smtpOptions(env)) return undefined;
  const payloadDefault = `"${PAYLOAD_DEFAULT.name}" <${PAYLOAD_DEFAULT.address}>`;
  return nodemailerAdapter({
    defaultFromAddress: PAYLOAD_DEFAULT.address,
    defaultFromName: PAYLOAD_DEFAULT.name,
    // The site's own transport (lib/domain/mail/transporter.ts): one pool of connections to the
    // one mail server, and one nodemailer in the release, Payload's.
    transport: mailTransport().transporter,
    skipVerify: true,
  }).then((adapter): EmailAdapter => ({ payload }) => {
    const inner = adapter({ payload });
    return {
      ...inner,
      sendEmail: async (message) => {
        if (message.from && message.from !== payloadDefault) return inner.sendEmail(message);
        const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
        const club = toClubIdentity(settings, defaultLocale).mail;
        return inner.sendEmail({ ...message, from: fromHeader(sender(club, env)) });
      },
    };
  });
}
