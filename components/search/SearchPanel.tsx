'use client';

import { translationsFor } from '#translations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useValueTypedEarly } from '@/lib/shared/browser/use-value-typed-early';
import type { SiteSearch } from '@/lib/data/search';
import type { Locale } from '@/lib/domain/i18n/locales';
import { QUERY_MAX_LENGTH } from '@/lib/domain/search/query';
import { fetchSearch, searchQueries } from './search-queries';
import { SearchResultList } from './SearchResultList';
import styles from './Search.module.css';
import type { searchWords } from './words';

const useTranslations = translationsFor<typeof searchWords>();

/** How long typing pauses before the results follow it. */
const DEBOUNCE_MS = 250;

type Props = {
  locale: Locale;
  /** The screen's own address, where the form sends `?q=` without JavaScript. */
  action: string;
  /** What the server found for the address's query. */
  initial: SiteSearch;
  /** Where the empty state sends a visitor: the news, the matches, the FAQ. */
  suggestions: { news: string; matches: string; faq: string };
};

/**
 * The search screen: a GET form whose results the server renders for `?q=&page=` (without
 * JavaScript, the whole feature), and with JavaScript results that follow the typing
 * (GET /api/search, debounced), the address kept in step so a result list can be shared.
 * The count is a polite live region, so a screen reader hears how many results there are
 * without losing its place in the field; it changes once the results have, not while they load
 * (the list says it is busy then).
 */
export function SearchPanel({ locale, action, initial, suggestions }: Props) {
  const t = useTranslations('Search');
  const id = useId();
  const [text, setText] = useState(initial.query);
  const field = useValueTypedEarly<HTMLInputElement>(setText);
  const [typed, setTyped] = useState(initial.query);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const live = typed !== initial.query;
  const { data, isFetching } = useQuery(
    {
      queryKey: ['search', locale, typed],
      queryFn: ({ signal }) => fetchSearch(typed, locale, signal),
      enabled: live && typed !== '',
      placeholderData: keepPreviousData,
    },
    searchQueries,
  );
  useEffect(() => {
    if (!live) return;
    const url = new URL(window.location.href);
    url.search = typed ? new URLSearchParams({ q: typed }).toString() : '';
    window.history.replaceState(window.history.state, '', url);
  }, [live, typed]);

  const shown: SiteSearch = !live ? initial : typed === '' ? { ...initial, query: '' } : (data ?? initial);
  const { query, results } = shown;
  const pageHref = (page: number) => `${action}?${new URLSearchParams({ q: query, page: String(page) })}`;

  return (
    <div>
      <form role="search" action={action} method="get" className={styles.form}>
        <label htmlFor={id} className={styles.label}>
          {t('label')}
        </label>
        <input
          id={id}
          type="search"
          name="q"
          className={styles.input}
          ref={field}
          defaultValue={initial.query}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {query === ''
          ? t('prompt')
          : results.total > 0
            ? t('resultsCount', { count: results.total, query })
            : t('noResults', { query })}
      </p>
      {query !== '' && results.total === 0 && (
        <div>
          <p>{t('suggestions')}</p>
          <ul>
            <li>
              <a href={suggestions.news}>{t('suggestNews')}</a>
            </li>
            <li>
              <a href={suggestions.matches}>{t('suggestMatches')}</a>
            </li>
            <li>
              <a href={suggestions.faq}>{t('suggestFaq')}</a>
            </li>
          </ul>
        </div>
      )}
      {query !== '' && <SearchResultList hits={results.hits} locale={locale} busy={isFetching} />}
      {query !== '' && results.pages > 1 && (
        <nav className={styles.pages} aria-label={t('pages')}>
          {results.page > 1 && <a href={pageHref(results.page - 1)}>{t('previous')}</a>}
          <span>{t('pageOf', { page: results.page, pages: results.pages })}</span>
          {results.page < results.pages && <a href={pageHref(results.page + 1)}>{t('next')}</a>}
        </nav>
      )}
    </div>
  );
}
