import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { markStoredConsentScript } from '@/lib/consent/consent';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import { CookieBanner } from './CookieBanner';

/**
 * Translates the cookie banner on the server; the browser only handles the choice.
 * The script before it hides it at once for a visitor who already chose.
 */
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: markStoredConsentScript }} />
      <CookieBanner
        title={t('title')}
        text={t.rich('text', {
          link: (chunks) => <Link href={localizedPath(locale, 'cookie-policy')}>{chunks}</Link>,
        })}
        choiceLabels={{ all: t('acceptAll'), functional: t('onlyFunctional'), necessary: t('onlyNecessary') }}
      />
    </>
  );
}
