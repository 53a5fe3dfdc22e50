import type { CollectionBeforeOperationHook } from 'payload';
import { env } from '../../shared/env';
import { smtpOptions } from '../../domain/mail/smtp';
import { adminLanguage, resetWithoutMail } from '../admin/mail-notice-texts';
import { publicApiError } from '../errors';

/**
 * A password reset is a mail. Without a mail server (no SMTP_HOST) Payload would log it and
 * answer that it was sent, and the editor would wait for a mail that never comes: the
 * request is refused instead, saying why and what to do.
 */
export const resetNeedsMail: CollectionBeforeOperationHook = ({ operation, req }) => {
  if (operation !== 'forgotPassword' || smtpOptions(env)) return;
  throw publicApiError(resetWithoutMail[adminLanguage(req.i18n?.language)], 503, { reason: 'noMailServer' });
};
