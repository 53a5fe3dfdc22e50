'use client';

import type { CompiledMessages } from '@/components/i18n/translations.client';
import { useState, type MouseEvent, type ReactNode } from 'react';
import type { NewsQuery } from '@/lib/news/filters';
import { newsSearch } from '@/lib/news/search';
import type { NewsCardPage } from './on-demand-news';
import styles from './NewsFeed.module.css';
import emptyState from '@/components/layout/EmptyState.module.css';
import list from './NewsList.module.css';

/** TanStack Query and the client-side cards: loaded on the first "load more", not with the page. */
const loadNewsOnDemand = () => import('./on-demand-news');

type OnDemandNews = Awaited<ReturnType<typeof loadNewsOnDemand>>;

/** How far the server rendered the list: up to `page`, `shown` of `total` items. */
export type Listing = { page: number; shown: number; total: number; hasMore: boolean };

type Props = {
  /** The cards of pages 1…`listing.page` as `<li>`s, rendered by the server. */
  children: ReactNode;
  locale: string;
  /** NewsList and NewsKinds, for the cards drawn in the browser. */
  messages: CompiledMessages;
  /** The localized path of the news list, e.g. `/fr/nouvelles`. */
  basePath: string;
  types: NewsQuery['types'];
  listing: Listing;
  /** Translated by the server (`count` for the server's cards): no message formatter in the first load. */
  labels: Record<'count' | 'loadMore' | 'loading' | 'error' | 'retry', string>;
};

/**
 * The news list's "load more". Without JavaScript the button is a link to the
 * next page (the server renders every page up to it); with it, the next page
 * comes from the JSON route and is appended, and the URL follows (`?page=3`),
 * so a reload or a shared link shows the same list. The server's cards and the
 * button stay in place: focus stays on the button from one page to the next.
 */
export function LoadMoreNews({ children, locale, messages, basePath, types, listing, labels }: Props) {
  const [more, setMore] = useState<{ module: OnDemandNews; pages: NewsCardPage[] }>();
  const [status, setStatus] = useState<'ready' | 'loading' | 'failed'>('ready');

  const last = more?.pages.at(-1) ?? listing;
  const nextPage = last.page + 1;
  const nextPath = `${basePath}?${newsSearch({ types, page: nextPage })}`;

  const loadMore = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const onDemand = more?.module ?? (await loadNewsOnDemand());
      const page = await onDemand.fetchNewsPage(locale, types, nextPage);
      setMore({ module: onDemand, pages: [...(more?.pages ?? []), page] });
      setStatus('ready');
      // Replaced, not pushed: Back leaves the list rather than shrinking it. Next keeps
      // useSearchParams in step with the History API, without a server round trip.
      window.history.replaceState(null, '', nextPath);
    } catch {
      setStatus('failed');
    }
  };

  const appended = more?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div aria-busy={status === 'loading'}>
      <ul className={list.list}>
        {children}
        {more && <more.module.AppendedNews items={appended} locale={locale} messages={messages} />}
      </ul>
      <p className={styles.count} aria-live="polite">
        {more ? (
          <more.module.NewsCount
            shown={listing.shown + appended.length}
            total={last.total}
            locale={locale}
            messages={messages}
          />
        ) : (
          labels.count
        )}
      </p>
      {status === 'failed' && (
        <p className={emptyState.emptyState} role="alert">
          {labels.error}
        </p>
      )}
      {last.hasMore && (
        <p className={styles.more}>
          <a
            className="button"
            href={`${nextPath}#news-results`}
            onClick={loadMore}
            aria-disabled={status === 'loading'}
          >
            {status === 'loading' ? labels.loading : status === 'failed' ? labels.retry : labels.loadMore}
          </a>
        </p>
      )}
    </div>
  );
}
