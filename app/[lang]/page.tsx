import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { HomeGames } from '@/components/home/HomeGames';
import { metadataFor, type LangParams } from '@/components/layout/screen-page';
import { NewsList } from '@/components/news/NewsList';
import { club } from '@/lib/club.mjs';
import { listLatestNews } from '@/lib/data/news';
import { localizedPath } from '@/lib/i18n/routes';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('index');

export default async function HomePage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [t, news] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Home' }),
    listLatestNews(lang, 6),
  ]);
  return (
    <div className="home">
      <section className="hero">
        <h1>{t('welcome', { club: club.name })}</h1>
        <p>{t('intro')}</p>
      </section>
      <HomeGames locale={lang} />
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
