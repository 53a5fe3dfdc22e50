import type { Locale } from '@/lib/domain/i18n/locales';
import { cmsLabel, cmsWords } from '../../labels';

/** Why a test mail did not go out, by what the admin checks next. */
export type TestMailFailure = 'noServer' | 'unreachable' | 'timeout' | 'login' | 'refused' | 'failed';
type Explain = (server: string, detail: string) => string;

const explained = (failure: TestMailFailure) =>
  cmsWords<Explain>(
    (t) => (server, detail) => t(`SiteChecks.testMail.failure.${failure}`, { server, detail }),
  );

/** What the admin reads when a test mail did not go out: the cause, then what to check. */
export const testMailFailureTexts: Record<TestMailFailure, Record<Locale, Explain>> = {
  noServer: explained('noServer'),
  unreachable: explained('unreachable'),
  timeout: explained('timeout'),
  login: explained('login'),
  refused: explained('refused'),
  failed: explained('failed'),
};

export const testMailSentText: Record<Locale, (to: string) => string> = cmsWords(
  (t) => (to) => t('SiteChecks.testMail.sent', { to }),
);

export const testMailForAdminsOnly: Record<Locale, string> = cmsLabel('SiteChecks.testMailForAdminsOnly');

/** The test mail itself, in the language of the admin who asked for it. */
export const testMailContent: Record<Locale, { subject: string; text: (server: string) => string }> =
  cmsWords((t) => ({
    subject: t('SiteChecks.testMail.subject'),
    text: (server) => t('SiteChecks.testMail.text', { server }),
  }));
