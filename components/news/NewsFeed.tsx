import { getTranslations } from 'next-intl/server';
import { pickMessages } from '@/components/i18n/pick-messages';
import { EmptyState } from '@/components/layout/EmptyState';
import type { NewsPage } from '@/lib/data/news';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import type { NewsQuery } from '@/lib/news/filters';
import { newsItemPath } from '@/lib/news/routes';
import { LoadMoreNews } from './LoadMoreNews';
import { NewsCard } from './NewsCard';

type Props = {
  locale: Locale;
  query: NewsQuery;
  /** Pages 1…`query.page`, read in one go. */
  list: NewsPage;
};

/**
 * The news list: the server renders its cards, the browser only "load more"
 * (which brings the code for the next pages' cards when it is first used).
 */
export async function NewsFeed({ locale, query, list }: Props) {
  const [t, empty, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'NewsList' }),
    getTranslations({ locale, namespace: 'Empty' }),
    // For the cards "load more" draws in the browser.
    pickMessages(['NewsList', 'NewsKinds']),
  ]);
  if (list.items.length === 0) return <EmptyState message={empty('noResultsFound')} />;
  const shown = list.items.length;
  // The key restarts "load more" when a filter tab, a link to this same page, brings another query.
  return (
    <LoadMoreNews
      key={JSON.stringify(query)}
      locale={locale}
      messages={messages}
      basePath={localizedPath(locale, 'news')}
      types={query.types}
      listing={{ page: query.page, shown, total: list.total, hasMore: list.hasMore }}
      labels={{
        count: t('count', { shown, total: list.total }),
        loadMore: t('loadMore'),
        loading: t('loading'),
        error: t('error'),
        retry: t('retry'),
      }}
    >
      {list.items.map((item, index) => (
        <li key={item.id}>
          {/* The first card's image is the screen's largest paint. */}
          <NewsCard item={item} href={newsItemPath(locale, item)} preload={index === 0} />
        </li>
      ))}
    </LoadMoreNews>
  );
}
