import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/screens/screen-page';
import { getClubIdentity } from '@/lib/data/club-identity';
import { withLanguage } from '@/lib/domain/i18n/request-language';
import type { Locale } from '@/lib/domain/i18n/locales';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { log } from '@/lib/shared/log/logger';
import { unsubscribeLinkState } from '@/lib/data/newsletter-links';
import { isUnsubscribeToken } from '@/lib/domain/newsletter/unsubscribe';
import { alternatesFor } from '@/lib/server/seo/metadata';

type Route = 'newsletter-unsubscribe' | 'newsletter-unsubscribed';

/** Never indexed: both pages only make sense after opening the link in a mail. */
export function unsubscribeMetadata(route: Route) {
  return async ({ params }: LangParams): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'NewsletterUnsubscribe' });
    return {
      title: route === 'newsletter-unsubscribe' ? t('title') : t('done.title'),
      robots: { index: false },
      alternates: alternatesFor(locale, (other) => localizedPath(other, route)),
    };
  };
}

type UnsubscribeProps = LangParams & { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Where the unsubscribe link of a newsletter mail leads. Opening it changes nothing (a
 * mail scanner opens links too): it checks the link and offers a button, a plain form
 * that works without JavaScript, which posts to app/api/newsletter/unsubscribe.
 */
export async function UnsubscribePage({ params, searchParams }: UnsubscribeProps) {
  const lang = await pageLocale(params);
  const { token } = await searchParams;
  const [t, identity, state] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsletterUnsubscribe' }),
    getClubIdentity(lang),
    linkState(token),
  ]);
  const club = identity.name;
  return (
    <PageFrame locale={lang} screen="newsletter" title={t('title')}>
      {state === 'valid' ? (
        <form
          method="post"
          action={withLanguage(
            `/api/newsletter/unsubscribe?token=${encodeURIComponent(token as string)}`,
            lang,
          )}
        >
          <p>{t('question', { club })}</p>
          <input type="hidden" name="via" value="page" />
          <p>
            <button className="button" type="submit">
              {t('confirm')}
            </button>
          </p>
        </form>
      ) : (
        <p>{t(state, { club })}</p>
      )}
    </PageFrame>
  );
}

async function linkState(token: string | string[] | undefined) {
  if (!isUnsubscribeToken(token)) return 'invalid' as const;
  try {
    return await unsubscribeLinkState(token);
  } catch (error) {
    log.error({ err: error }, 'could not check a newsletter unsubscribe link');
    return 'unavailable' as const;
  }
}

/** Where the page's button leads once the subscription is deleted: the same for everyone, so static. */
export async function UnsubscribedPage({ params }: LangParams) {
  const lang: Locale = await pageLocale(params);
  const [t, identity] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsletterUnsubscribe' }),
    getClubIdentity(lang),
  ]);
  const club = identity.name;
  return (
    <PageFrame locale={lang} screen="newsletter" title={t('done.title')}>
      <p>{t('done.text', { club })}</p>
      <p>
        <Link className="button" href={localizedPath(lang, 'newsletter')}>
          {t('signUpAgain')}
        </Link>
      </p>
    </PageFrame>
  );
}
