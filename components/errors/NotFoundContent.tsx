import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import { RequestedPath } from './RequestedPath';

/** SPEC §2's 404 page: "It's out!", help text, and the way back to matches, news and teams. */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">404</p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('help')}</p>
      <RequestedPath template={t('path', { path: '{path}' })} />
      <ul className="not-found__links">
        <li>
          <Link className="button" href={localizedPath(locale, 'games')}>
            {nav('matches')}
          </Link>
        </li>
        <li>
          <Link className="button" href={localizedPath(locale, 'news')}>
            {nav('news')}
          </Link>
        </li>
        <li>
          <Link className="button" href={localizedPath(locale, 'teams')}>
            {nav('teams')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
