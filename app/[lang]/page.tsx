import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { EmptyState } from '@/components/layout/EmptyState';
import { metadataFor, type LangParams } from '@/components/layout/screen-page';
import { NewsList } from '@/components/news/NewsList';
import { club } from '@/lib/club.mjs';
import { listLatestNews } from '@/lib/data/news';
import { localizedPath } from '@/lib/i18n/routes';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('index');

export default async function HomePage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [t, empty, news] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Home' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
    listLatestNews(lang, 6),
  ]);
  return (
    <div className="home">
      <section className="hero">
        <h1>{t('welcome', { club: club.name })}</h1>
        <p>{t('intro')}</p>
      </section>
      <section className="home__games" aria-labelledby="home-games">
        <h2 id="home-games" className="visually-hidden">
          {t('nextGame')}
        </h2>
        <div className="card">
          <h3>{t('nextGame')}</h3>
          <EmptyState message={empty('noUpcomingMatch')} />
        </div>
        <div className="card">
          <h3>{t('lastGame')}</h3>
          <EmptyState message={empty('noPastMatches')} />
        </div>
      </section>
      <section className="home__news" aria-labelledby="home-news">
        <h2 id="home-news">{t('latestNews')}</h2>
        <NewsList locale={lang} items={news} />
        <p>
          <Link className="button" href={localizedPath(lang, 'news')}>
            {t('allNews')}
          </Link>
        </p>
      </section>
    </div>
  );
}
