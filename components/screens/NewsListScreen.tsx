import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/PageFrame';
import { listFlaggedNews, listNewsPage } from '@/lib/data/news';
import type { Locale } from '@/lib/domain/i18n/locales';
import { kindsOf, NEWS_PAGE_SIZE, type NewsQuery } from '@/lib/domain/news/filters';
import { newsFeedPath } from '@/lib/domain/news/routes';
import { HotNews } from '@/components/news/HotNews';
import { NewsFeed } from '@/components/news/NewsFeed';
import { NewsTypeFilter } from '@/components/news/NewsTypeFilter';

/** The news list screen: hot news, the `types` filter, and pages 1…`query.page` of the list. */
export async function NewsListScreen({ locale, query }: { locale: Locale; query: NewsQuery }) {
  const [list, hot, t] = await Promise.all([
    listNewsPage(locale, { kinds: kindsOf(query.types), page: 1, limit: query.page * NEWS_PAGE_SIZE }),
    listFlaggedNews(locale, 'hot', 5),
    getTranslations({ locale, namespace: 'NewsList' }),
  ]);
  return (
    <PageFrame locale={locale} screen="news">
      <HotNews locale={locale} items={hot} />
      <NewsTypeFilter locale={locale} active={query.types} />
      <section id="news-results" tabIndex={-1}>
        <NewsFeed locale={locale} query={query} list={list} />
      </section>
      <p>
        <a href={newsFeedPath(locale)} type="application/rss+xml">
          {t('feed')}
        </a>
      </p>
    </PageFrame>
  );
}
