import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { Env } from '../env';
import { sender, smtpOptions } from '../mail/smtp';

/**
 * The CMS's mail (password resets) goes through the mail server the site's own mails use.
 * Without SMTP_HOST: no adapter, so Payload's console adapter logs each mail's recipient
 * and subject, as before, and not its body, whose reset link is as good as a password.
 * `skipVerify`: a mail server that is down must not hold up the start; a send says so.
 */
export function cmsEmail(env: Env) {
  const transportOptions = smtpOptions(env);
  if (!transportOptions) return undefined;
  const from = sender(env);
  return nodemailerAdapter({
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    transportOptions,
    skipVerify: true,
  });
}
