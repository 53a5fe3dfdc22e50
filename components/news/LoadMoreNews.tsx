'use client';

import { translationsFor } from '#translations';
import { useRouter } from 'next/navigation';
import { useTransition, type MouseEvent, type ReactNode } from 'react';
import {
  keepFocusAcrossNavigation,
  useFocusKeptAcrossNavigation,
} from '@/components/ui/focus-across-navigation';
import styles from './NewsFeed.module.css';
import list from './NewsList.module.css';
import type { loadMoreNewsWords } from './words';

const useTranslations = translationsFor<typeof loadMoreNewsWords>();

type Props = {
  /** The cards of pages 1…n as `<li>`s, rendered by the server. */
  children: ReactNode;
  /** "12 of 42 news items", translated by the server. */
  count: string;
  /** The list's URL with one page more (`/en/news?page=3`); undefined on the last page. */
  nextPath: string | undefined;
};

/**
 * The news list's "load more": a link to the list with one page more, which the
 * server renders whole (pages 1…n). Without JavaScript the browser follows it;
 * with it, the router does, without scrolling, and replaces the history entry
 * (Back leaves the list rather than shrinking it). The cards on screen and the
 * link stay, busy, until the longer list arrives; the focus stays on the link.
 */
export function LoadMoreNews({ children, count, nextPath }: Props) {
  const t = useTranslations('NewsList');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useFocusKeptAcrossNavigation(count);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pending || !nextPath) return;
    keepFocusAcrossNavigation('#news-more');
    startTransition(() => router.replace(nextPath, { scroll: false }));
  };

  return (
    <div aria-busy={pending}>
      <ul className={list.list}>{children}</ul>
      <p className={styles.count} aria-live="polite">
        {count}
      </p>
      {nextPath && (
        <p className={styles.more}>
          <a
            id="news-more"
            className="button"
            href={`${nextPath}#news-results`}
            onClick={loadMore}
            aria-disabled={pending}
          >
            {pending ? t('loading') : t('loadMore')}
          </a>
        </p>
      )}
    </div>
  );
}
