import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor } from '@/components/layout/screen-page';
import { HotNews } from '@/components/news/HotNews';
import { NewsFeed } from '@/components/news/NewsFeed';
import { NewsTypeFilter } from '@/components/news/NewsTypeFilter';
import { newsItemPath } from '@/components/news/news-routes';
import { listFlaggedNews, listNewsPage } from '@/lib/data/news';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/routes';
import { kindsOf, NEWS_PAGE_SIZE, parseNewsQuery } from '@/lib/news/filters';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('news');

/**
 * Rendered per request: the `types` filter and the page live in the query
 * (shareable, and working without JavaScript). The data comes from the tagged cache.
 */
export default async function NewsPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const query = parseNewsQuery(await searchParams);
  const [list, hot, empty] = await Promise.all([
    listNewsPage(lang, { kinds: kindsOf(query.types), page: 1, limit: query.page * NEWS_PAGE_SIZE }),
    listFlaggedNews(lang, 'hot', 5),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  const initial = {
    ...list,
    page: query.page,
    items: list.items.map((item) => ({ ...item, href: newsItemPath(lang, item) })),
  };
  return (
    <PageFrame locale={lang} screen="news">
      <HotNews locale={lang} items={hot} />
      <NewsTypeFilter locale={lang} active={query.types} />
      <section id="news-results" tabIndex={-1}>
        <ClientMessages namespaces={['NewsList', 'NewsKinds']}>
          <NewsFeed
            key={JSON.stringify(query)}
            basePath={localizedPath(lang, 'news')}
            query={query}
            initial={initial}
            emptyLabel={empty('noResultsFound')}
          />
        </ClientMessages>
      </section>
    </PageFrame>
  );
}
