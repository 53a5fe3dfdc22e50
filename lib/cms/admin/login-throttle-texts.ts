import { cmsWords } from '../labels';
import type { Locale } from '@/lib/domain/i18n/locales';

/** Which limit refused a login (hooks/login-throttle.ts): this device or network's, or the account's. */
export type LoginRefusal = 'here' | 'account';

/** What the admin's login form says when a login is refused for one of them, in the admin's languages. */
export const loginRefusal: Record<Locale, Record<LoginRefusal, (minutes: number) => string>> = cmsWords(
  (t) => ({
    here: (minutes) => t('loginRefusal.here', { minutes: String(minutes) }),
    account: (minutes) => t('loginRefusal.account', { minutes: String(minutes) }),
  }),
);
