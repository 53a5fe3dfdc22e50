import type { Transporter } from 'nodemailer';
import type { Sender } from '../../../domain/mail/smtp';
import { sendThrough } from '../../../domain/mail/transporter';
import { testMailContent, type TestMailFailure } from './test-mail-texts';
import type { Locale } from '@/lib/domain/i18n/locales';

export type TestMailOutcome =
  { sent: true; sentAt: string; server: string } | { sent: false; reason: TestMailFailure; detail: string };

/**
 * How long the admin waits at most. The transport's own timeouts (lib/domain/mail/smtp.ts) end a
 * silent server after 5 s, but a server that trickles its answers could hold a send for as
 * long as it likes; the admin is told instead.
 */
export const testMailDeadlineMs = 15_000;

class Deadline extends Error {}

/** nodemailer's error codes (lib/smtp-connection), grouped by what the admin checks next. */
function failureOf(error: unknown): { reason: TestMailFailure; detail: string } {
  if (error instanceof Deadline) return { reason: 'timeout', detail: '' };
  const { code, response, message } = (error ?? {}) as { code?: string; response?: string; message?: string };
  const detail = (response ?? message ?? String(error)).slice(0, 200);
  switch (code) {
    case 'ETIMEDOUT':
      return { reason: 'timeout', detail };
    case 'ESOCKET':
    case 'ECONNECTION':
    case 'EDNS':
    case 'ETLS':
      return { reason: 'unreachable', detail: message ?? detail };
    case 'EAUTH':
      return { reason: 'login', detail };
    case 'EENVELOPE':
    case 'EMESSAGE':
      return { reason: 'refused', detail };
    default:
      return { reason: 'failed', detail };
  }
}

/**
 * Sends the admin's test mail to `to` through `transport` (the site's, lib/domain/mail/transport.ts),
 * waiting at most `deadlineMs`. Never throws: the outcome says what happened.
 */
export async function sendTestMail({
  transport,
  server,
  to,
  from,
  language,
  deadlineMs = testMailDeadlineMs,
}: {
  transport: Transporter;
  /** The club's sender, as the site's own mails go out. */
  from: Sender;
  /** `host:port`, or undefined when the site has no mail server (it would only log the mail). */
  server: string | undefined;
  to: string;
  language: Locale;
  deadlineMs?: number;
}): Promise<TestMailOutcome> {
  if (!server) return { sent: false, reason: 'noServer', detail: '' };
  const content = testMailContent[language];
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Deadline()), deadlineMs);
  });
  try {
    await Promise.race([
      sendThrough(transport, { from, to, subject: content.subject, text: content.text(server) }),
      deadline,
    ]);
    return { sent: true, sentAt: new Date().toISOString(), server };
  } catch (error) {
    return { sent: false, ...failureOf(error) };
  } finally {
    clearTimeout(timer);
  }
}
