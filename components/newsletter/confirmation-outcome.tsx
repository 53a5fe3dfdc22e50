import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/screens/screen-page';
import { getClubIdentity } from '@/lib/data/club-identity';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { CONFIRMATION_HOURS } from '@/lib/domain/newsletter/confirmation-token';
import { alternatesFor } from '@/lib/server/seo/metadata';

type Outcome = 'confirmed' | 'linkExpired';
const routeOf = { confirmed: 'newsletter-confirmed', linkExpired: 'newsletter-link-expired' } as const;

/**
 * The pages the newsletter's confirmation link leads to (app/api/newsletter/confirm):
 * the same for every visitor, so static. Never indexed: they only make sense
 * after opening that link.
 */
export function outcomeMetadata(outcome: Outcome) {
  return async ({ params }: LangParams): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'NewsletterConfirmation' });
    return {
      title: t(`${outcome}.title`),
      robots: { index: false },
      alternates: alternatesFor(locale, (other) => localizedPath(other, routeOf[outcome])),
    };
  };
}

export function outcomePage(outcome: Outcome) {
  return async function NewsletterConfirmationPage({ params }: LangParams) {
    const lang = await pageLocale(params);
    const [t, error, identity] = await Promise.all([
      getTranslations({ locale: lang, namespace: 'NewsletterConfirmation' }),
      getTranslations({ locale: lang, namespace: 'Error' }),
      getClubIdentity(lang),
    ]);
    return (
      <PageFrame locale={lang} screen="newsletter" title={t(`${outcome}.title`)}>
        <p>{t(`${outcome}.text`, { club: identity.name, hours: CONFIRMATION_HOURS })}</p>
        <p>
          {outcome === 'linkExpired' ? (
            <Link className="button" href={localizedPath(lang, 'newsletter')}>
              {t('signUpAgain')}
            </Link>
          ) : (
            <Link className="button" href={localizedPath(lang, 'index')}>
              {error('home')}
            </Link>
          )}
        </p>
      </PageFrame>
    );
  };
}
