import type { Endpoint } from 'payload';
import { env } from '../../../shared/env';
import { toClubIdentity } from '../../../domain/club/identity-shape';
import { sender, smtpServerName } from '../../../domain/mail/smtp';
import { mailTransport } from '../../../domain/mail/transporter';
import { hasRole, type Role } from '../../access';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { recordTestMail } from './records';
import { sendTestMail } from './test-mail';
import { testMailFailureTexts, testMailForAdminsOnly, testMailSentText } from './test-mail-texts';

/**
 * POST /api/globals/site-checks/test-mail: the checklist's button. Sends a test mail to the
 * admin who pressed it, through the site's mail transport, and records it when the mail
 * server accepted it. Answers `{ sent, message }`, the message in the admin's language:
 * 200 sent; 403 not an admin; 409 no mail server set up; 502 the mail server failed.
 */
export const testMailEndpoint: Endpoint = {
  path: '/test-mail',
  method: 'post',
  handler: async (req) => {
    const language = adminLanguage(req.i18n?.language);
    const user = req.user as { email?: string; roles?: Role[] } | null;
    if (!user?.email || !hasRole(user, 'admin')) {
      return Response.json({ sent: false, message: testMailForAdminsOnly[language] }, { status: 403 });
    }
    const server = smtpServerName(env);
    const settings = await req.payload.findGlobal({ slug: 'club-settings', depth: 1 });
    const outcome = await sendTestMail({
      transport: mailTransport().transporter,
      server,
      to: user.email,
      from: sender(toClubIdentity(settings, 'en').mail, env),
      language,
    });
    if (outcome.sent) {
      await recordTestMail(req.payload, outcome.sentAt, outcome.server);
      return Response.json({ sent: true, message: testMailSentText[language](user.email) });
    }
    const message = testMailFailureTexts[outcome.reason][language](server ?? '', outcome.detail);
    req.payload.logger.warn({ reason: outcome.reason, server }, 'the admin’s test mail was not sent');
    return Response.json({ sent: false, message }, { status: outcome.reason === 'noServer' ? 409 : 502 });
  },
};
