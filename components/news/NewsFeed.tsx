import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { loadMoreNewsWords } from './words';
import { EmptyState } from '@/components/layout/EmptyState';
import type { NewsPage } from '@/lib/data/news';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import type { NewsQuery } from '@/lib/domain/news/filters';
import { newsItemPath } from '@/lib/domain/news/routes';
import { newsSearch } from '@/lib/domain/news/search';
import { LoadMoreNews } from './LoadMoreNews';
import { NewsCard } from './NewsCard';

type Props = {
  locale: Locale;
  query: NewsQuery;
  /** Pages 1…`query.page`, read in one go. */
  list: NewsPage;
};

/**
 * The news list of pages 1…`query.page`, rendered by the server for the URL's
 * query, and its "load more": a link to the same list with one page more.
 */
export async function NewsFeed({ locale, query, list }: Props) {
  const [t, empty] = await Promise.all([
    getTranslations({ locale, namespace: 'NewsList' }),
    getTranslations({ locale, namespace: 'Empty' }),
  ]);
  if (list.items.length === 0) return <EmptyState message={empty('noResultsFound')} />;
  const shown = list.items.length;
  const next = newsSearch({ types: query.types, page: query.page + 1 });
  return (
    <ClientMessages locale={locale} pick={loadMoreNewsWords}>
      <LoadMoreNews
        count={t('count', { shown, total: list.total })}
        nextPath={list.hasMore ? `${localizedPath(locale, 'news')}?${next}` : undefined}
      >
        {list.items.map((item, index) => (
          <li key={item.id}>
            {/* The first card's image is the screen's largest paint. */}
            <NewsCard item={item} href={newsItemPath(locale, item)} preload={index === 0} />
          </li>
        ))}
      </LoadMoreNews>
    </ClientMessages>
  );
}
