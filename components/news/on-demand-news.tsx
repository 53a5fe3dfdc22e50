import { useTranslations } from '#translations';
import { withOnDemandMessages } from '@/components/i18n/withOnDemandMessages';
import type { NewsPage, NewsSummary } from '@/lib/data/news';
import { queryPublicApi } from '@/lib/http/public-api-client';
import type { NewsQuery } from '@/lib/news/filters';
import { newsSearch } from '@/lib/news/search';
import { NewsCard } from './NewsCard';

/**
 * What "load more" needs, and the news list's first load does not: TanStack
 * Query for the JSON pages and the cards rendered in the browser. LoadMoreNews
 * imports this module on the visitor's first "load more".
 */

export type NewsCardItem = NewsSummary & { href: string };
export type NewsCardPage = Omit<NewsPage, 'items'> & { items: NewsCardItem[] };

export function fetchNewsPage(
  locale: string,
  types: NewsQuery['types'],
  page: number,
): Promise<NewsCardPage> {
  const search = newsSearch({ types, page });
  search.set('lang', locale);
  return queryPublicApi('news', search);
}

function AppendedCards({ items }: { items: NewsCardItem[] }) {
  return items.map((item) => (
    <li key={item.id}>
      <NewsCard item={item} href={item.href} />
    </li>
  ));
}

/** The cards "load more" appended, with the same NewsCard the server renders. */
export const AppendedNews = withOnDemandMessages(AppendedCards);

function Count({ shown, total }: { shown: number; total: number }) {
  const t = useTranslations('NewsList');
  return t('count', { shown, total });
}

/** "24 of 42 news items" once cards were appended (the server's count comes translated). */
export const NewsCount = withOnDemandMessages(Count);
