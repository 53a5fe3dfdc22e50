import { metrics } from '@/lib/shared/metrics/registry.mjs';
import { bulkMailTransport, mailTransport, sendThrough, type Mail } from './transporter';
import { log } from '@/lib/shared/log/logger';

// No `server-only`: the CMS config's hooks load this module, and the operator commands load
// that config with plain Node (lib/domain/mail/transporter.ts says the same).
export type { Mail };

/**
 * Sends `mail`, or throws: for the jobs queue (lib/domain/mail/submission-mails.ts), which tries
 * again later. Not the mail in the log: it names its recipient and quotes what they typed.
 * `bulk`: one of many in a row (a newsletter edition), over the connection kept open for them.
 */
export async function deliverMail(mail: Mail, { bulk = false }: { bulk?: boolean } = {}): Promise<void> {
  const { transporter: transport, logsOnly } = bulk ? bulkMailTransport() : mailTransport();
  try {
    const info = await sendThrough(transport, mail);
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
