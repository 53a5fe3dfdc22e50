import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { permanentRedirect } from 'next/navigation';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/screens/screen-page';
import { getClubIdentity } from '@/lib/data/club-identity';
import { newsletterLinkState, offeredNewsletterTopics } from '@/lib/data/newsletter-links';
import { withLanguage } from '@/lib/domain/i18n/request-language';
import { localeNames, locales, type Locale } from '@/lib/domain/i18n/locales';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { isUnsubscribeToken } from '@/lib/domain/newsletter/unsubscribe-link';
import { log } from '@/lib/shared/log/logger';
import { alternatesFor } from '@/lib/server/seo/metadata';
import { NewsletterTopicsForm } from './NewsletterTopicsForm';
import styles from './PreferencesPage.module.css';

type Route = 'newsletter-preferences' | 'newsletter-unsubscribed';

/** Never indexed: both pages only make sense after opening the link in a mail. */
export function unsubscribeMetadata(route: Route) {
  return async ({ params }: LangParams): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'NewsletterUnsubscribe' });
    return {
      title: route === 'newsletter-preferences' ? t('title') : t('done.title'),
      robots: { index: false },
      alternates: alternatesFor(locale, (other) => localizedPath(other, route)),
    };
  };
}

type LinkProps = LangParams & {
  searchParams: Promise<{ token?: string | string[]; saved?: string | string[] }>;
};

/**
 * Where the link of every mail to a subscriber leads: the newsletter's language, its topics
 * where the club defined some, and the unsubscribe button, without a login (the signed link
 * is the key). Opening it changes nothing (a mail scanner opens links too): plain forms,
 * which work without JavaScript, post to app/api/newsletter/preferences (and its /topics)
 * and app/api/newsletter/unsubscribe.
 */
export async function PreferencesPage({ params, searchParams }: LinkProps) {
  const lang = await pageLocale(params);
  const { token, saved } = await searchParams;
  const [t, identity, link] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'NewsletterUnsubscribe' }),
    getClubIdentity(lang),
    linkState(token),
  ]);
  const club = identity.name;
  const action = (path: string) => withLanguage(`${path}?token=${encodeURIComponent(token as string)}`, lang);
  if (link.state !== 'valid' || !link.preferences) {
    return (
      <PageFrame locale={lang} screen="newsletter" title={t('title')}>
        <p>{t(link.state === 'valid' ? 'notSubscribed' : link.state, { club })}</p>
      </PageFrame>
    );
  }
  const { email, locale, topics: chosen } = link.preferences;
  const topics = await offeredNewsletterTopics(lang);
  return (
    <PageFrame locale={lang} screen="newsletter" title={t('title')}>
      <p>{t('address', { email })}</p>
      {saved === 'language' ? (
        <p role="status" className={styles.saved}>
          {t('languageSaved', { language: localeNames[locale] })}
        </p>
      ) : null}
      {saved === 'topics' ? (
        <p role="status" className={styles.saved}>
          {t('topicsSaved')}
        </p>
      ) : null}
      <form method="post" action={action('/api/newsletter/preferences')} className={styles.form}>
        <fieldset>
          <legend>{t('language', { club })}</legend>
          {locales.map((one) => (
            <label key={one} className={styles.choice}>
              <input type="radio" name="locale" value={one} defaultChecked={one === locale} />
              <span lang={one}>{localeNames[one]}</span>
            </label>
          ))}
        </fieldset>
        <p>
          <button className="button" type="submit">
            {t('saveLanguage')}
          </button>
        </p>
      </form>
      <NewsletterTopicsForm
        action={action('/api/newsletter/preferences/topics')}
        topics={topics}
        chosen={chosen}
        words={{ legend: t('topics'), hint: t('topicsHint'), save: t('saveTopics') }}
      />
      <form method="post" action={action('/api/newsletter/unsubscribe')} className={styles.form}>
        <h2>{t('leave')}</h2>
        <p>{t('question', { club })}</p>
        <input type="hidden" name="via" value="page" />
        <p>
          <button className="button" type="submit">
            {t('confirm')}
          </button>
        </p>
      </form>
    </PageFrame>
  );
}

async function linkState(token: string | string[] | undefined) {
  if (!isUnsubscribeToken(token)) return { state: 'invalid' as const };
  try {
    return await newsletterLinkState(token);
  } catch (error) {
    log.error({ err: error }, 'could not check a newsletter unsubscribe link');
    return { state: 'unavailable' as const };
  }
}

/**
 * The address the mails sent before the preferences page linked to: it forwards there,
 * token and all, so a mail in someone's inbox keeps working.
 */
export async function UnsubscribeLinkForward({ params, searchParams }: LinkProps) {
  const lang = await pageLocale(params);
  const { token } = await searchParams;
  permanentRedirect(
    localizedPath(lang, 'newsletter-preferences', typeof token === 'string' ? { query: { token } } : {}),
  );
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
