import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { askForConsentScript } from '@/lib/consent/consent';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import { CookieBanner } from './CookieBanner';

/**
 * Translates the cookie banner on the server; the browser only handles the choice.
 * The script after it shows it, once its markup is complete, unless a choice is stored.
 */
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return (
    <>
      <CookieBanner
        title={t('title')}
        text={t.rich('text', {
          link: (chunks) => <Link href={localizedPath(locale, 'cookie-policy')}>{chunks}</Link>,
        })}
        choiceLabels={{ all: t('acceptAll'), functional: t('onlyFunctional'), necessary: t('onlyNecessary') }}
      />
      <script dangerouslySetInnerHTML={{ __html: askForConsentScript }} />
    </>
  );
}
