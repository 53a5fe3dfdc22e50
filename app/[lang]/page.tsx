import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { HomeGames } from '@/components/home/HomeGames';
import { HomeSocial } from '@/components/home/HomeSocial';
import styles from '@/components/home/HomeMedia.module.css';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { NewsList } from '@/components/news/NewsList';
import { VideoList } from '@/components/videos/VideoList';
import { JsonLd } from '@/components/seo/JsonLd';
import { siteIconPath } from '@/lib/domain/club/crest';
import { getClubIdentity } from '@/lib/data/club-identity';
import { getClubInfo } from '@/lib/data/club-settings';
import { listFlaggedNews, listLatestNews } from '@/lib/data/news';
import { listVideos } from '@/lib/data/videos';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { clubOrganization } from '@/lib/server/seo/structured-data';
import frame from '@/components/home/HomePage.module.css';

export const generateMetadata = metadataFor('index');

/** News cards on the home page, highlighted and latest together: six different stories. */
const homeNewsCards = 6;

export default async function HomePage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [identity, info, t, home, videosText, highlighted, latest, videos] = await Promise.all([
    getClubIdentity(lang),
    getClubInfo(lang),
    getTranslations({ locale: lang, namespace: 'Home' }),
    getTranslations({ locale: lang, namespace: 'HomeNews' }),
    getTranslations({ locale: lang, namespace: 'Videos' }),
    listFlaggedNews(lang, 'highlighted', 3),
    listLatestNews(lang, homeNewsCards),
    listVideos(lang, {}, 3),
  ]);
  // A highlighted story is not shown a second time under "Latest news".
  const shown = new Set(highlighted.map((item) => item.id));
  const news = latest.filter((item) => !shown.has(item.id)).slice(0, homeNewsCards - highlighted.length);
  return (
    <div className={frame.home}>
      <section className={frame.hero}>
        <h1>{t('welcome', { club: identity.name })}</h1>
        <p>{t('intro')}</p>
      </section>
      {highlighted.length > 0 && (
        <section className={styles.highlighted} aria-labelledby="home-highlighted">
          <h2 id="home-highlighted">{home('highlighted')}</h2>
          <NewsList locale={lang} items={highlighted} preloadFirst />
        </section>
      )}
      <HomeGames locale={lang} />
      <section aria-labelledby="home-news">
        <h2 id="home-news">{t('latestNews')}</h2>
        <NewsList locale={lang} items={news} preloadFirst={highlighted.length === 0} />
        <p>
          <Link className="button" href={localizedPath(lang, 'news')}>
            {t('allNews')}
          </Link>
        </p>
      </section>
      {videos.length > 0 && (
        <section className={styles.videos} aria-labelledby="home-videos">
          <h2 id="home-videos">{videosText('latest')}</h2>
          <VideoList videos={videos} />
          <p>
            <Link className="button" href={localizedPath(lang, 'sttv')}>
              {videosText('all')}
            </Link>
          </p>
        </section>
      )}
      <HomeSocial locale={lang} />
      {/* The club's own structured data, on its home page only (search engines' advice):
          every other page would carry it twice, in its HTML and in its RSC payload. */}
      <JsonLd data={clubOrganization({ ...info, name: identity.name }, siteIconPath(identity))} />
    </div>
  );
}
