'use client';

import { QueryClient, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type MouseEvent } from 'react';
import type { NewsPage, NewsSummary } from '@/lib/data/news';
import type { NewsQuery } from '@/lib/news/filters';
import { newsSearch } from '@/lib/news/search';
import { NewsCard } from './NewsCard';
import styles from './NewsFeed.module.css';

type Item = NewsSummary & { href: string };
type Page = Omit<NewsPage, 'items'> & { items: Item[] };

type Props = {
  /** The localized path of the news list, e.g. `/fr/nouvelles`. */
  basePath: string;
  query: NewsQuery;
  /** Pages 1…`query.page`, rendered by the server in one go. */
  initial: Page;
  emptyLabel: string;
};

async function fetchPage(locale: string, types: NewsQuery['types'], page: number): Promise<Page> {
  const search = newsSearch({ types, page });
  search.set('lang', locale);
  search.set('page', String(page));
  const response = await fetch(`/api/public/news?${search}`);
  if (!response.ok) throw new Error(`news: HTTP ${response.status}`);
  return response.json();
}

/**
 * The news list with "load more". Without JavaScript the button is a link to
 * the next page (the server renders every page up to it); with it, the next
 * page comes from the JSON route and the URL follows (`?page=3`), so a reload
 * or a shared link shows the same list.
 */
export function NewsFeed(props: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return (
    <QueryClientProvider client={client}>
      <Feed {...props} />
    </QueryClientProvider>
  );
}

function Feed({ basePath, query, initial, emptyLabel }: Props) {
  const t = useTranslations('NewsList');
  const locale = useLocale();
  const news = useInfiniteQuery({
    queryKey: ['news', locale, query.types],
    queryFn: ({ pageParam }) => fetchPage(locale, query.types, pageParam),
    initialPageParam: query.page,
    initialData: { pages: [initial], pageParams: [query.page] },
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

  const pages = news.data.pages;
  const items = pages.flatMap((page) => page.items);
  const nextPage = (pages.at(-1)?.page ?? query.page) + 1;
  const nextHref = `${basePath}?${newsSearch({ types: query.types, page: nextPage })}#news-results`;

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const result = await news.fetchNextPage();
    if (result.isError) return;
    // Replaced, not pushed: Back leaves the list rather than shrinking it. Next keeps
    // useSearchParams in step with the History API, without a server round trip.
    window.history.replaceState(
      null,
      '',
      `${basePath}?${newsSearch({ types: query.types, page: nextPage })}`,
    );
  };

  if (items.length === 0) {
    return (
      <p className="empty-state" role="status">
        {emptyLabel}
      </p>
    );
  }
  return (
    <div aria-busy={news.isFetchingNextPage}>
      <ul className="news-list">
        {items.map((item) => (
          <li key={item.id}>
            <NewsCard item={item} href={item.href} />
          </li>
        ))}
      </ul>
      <p className={styles.count} aria-live="polite">
        {t('count', { shown: items.length, total: pages.at(-1)?.total ?? items.length })}
      </p>
      {news.isFetchNextPageError && (
        <p className="empty-state" role="alert">
          {t('error')}
        </p>
      )}
      {news.hasNextPage && (
        <p className={styles.more}>
          <a className="button" href={nextHref} onClick={loadMore} aria-disabled={news.isFetchingNextPage}>
            {news.isFetchingNextPage ? t('loading') : news.isFetchNextPageError ? t('retry') : t('loadMore')}
          </a>
        </p>
      )}
    </div>
  );
}
