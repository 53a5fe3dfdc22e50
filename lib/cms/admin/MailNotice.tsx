import type { ServerProps } from 'payload';
import { env } from '../../shared/env';
import { smtpOptions } from '../../domain/mail/smtp';
import { adminLanguage, resetWithoutMail } from './mail-notice-texts';

/**
 * Under the admin's login form: a site without a mail server says that a forgotten
 * password cannot be reset by e-mail (lib/cms/hooks/reset-needs-mail.ts refuses the
 * request), and drops the "Forgot password?" link: Payload's form would answer any reply
 * of the server, a refusal included, with "submitted successfully".
 */
export function MailNotice({ i18n }: ServerProps) {
  if (smtpOptions(env)) return null;
  return (
    <>
      <style>{'a[href$="/admin/forgot"] { display: none; }'}</style>
      <p role="note" className="mail-notice">
        {resetWithoutMail[adminLanguage(i18n?.language)]}
      </p>
    </>
  );
}
