import { defineWords } from '@/components/i18n/words';

/** The cookie banner's words (CookieBanner). */
export const cookieBannerWords = defineWords({
  Consent: ['title', 'text', 'acceptAll', 'onlyFunctional', 'onlyNecessary'],
});

/** The footer's "cookie settings" button (CookieSettingsButton). */
export const cookieSettingsWords = defineWords({ Consent: ['settings'] });
