import { ClientMessages } from '@/components/i18n/ClientMessages';
import { askForConsentScript } from '@/lib/domain/consent/consent';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { CookieBanner } from './CookieBanner';
import { cookieBannerWords } from './words';

/**
 * The cookie banner with its words; the browser only handles the choice.
 * The script after it shows it, once its markup is complete, unless a choice is stored.
 */
export function CookieConsent({ locale, clubName }: { locale: Locale; clubName: string }) {
  return (
    <>
      <ClientMessages locale={locale} pick={cookieBannerWords}>
        <CookieBanner policyHref={localizedPath(locale, 'cookie-policy')} clubName={clubName} />
      </ClientMessages>
      <script dangerouslySetInnerHTML={{ __html: askForConsentScript }} />
    </>
  );
}
