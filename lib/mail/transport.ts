import 'server-only';
import { metrics } from '@/lib/metrics/registry.mjs';
import { deliverMail, mailTransport, type Mail } from './transporter';
import { log } from '@/lib/log/logger';

export type { Mail };

/** Sends `mail`; a failure is logged and swallowed, since the submission itself is already stored. */
export async function sendMail(mail: Mail): Promise<boolean> {
  const { transporter: transport, logsOnly } = mailTransport();
  try {
    const info = await deliverMail(transport, mail);
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
