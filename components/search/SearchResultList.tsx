'use client';

import { translationsFor } from '#translations';
import { localeTags, TIME_ZONE, type Locale } from '@/lib/domain/i18n/locales';
import type { SearchHit } from '@/lib/domain/search/results';
import styles from './Search.module.css';
import type { searchWords } from './words';

const useTranslations = translationsFor<typeof searchWords>();

/**
 * The results, best first: kind, date (the club's time zone, the visitor's language), title
 * and the snippet with the matched words marked. The snippet arrives as parts, never HTML:
 * React escapes every part, so nothing an editor wrote runs in the page.
 */
export function SearchResultList({
  hits,
  locale,
  busy,
}: {
  hits: SearchHit[];
  locale: Locale;
  busy: boolean;
}) {
  const t = useTranslations('Search');
  const date = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'medium', timeZone: TIME_ZONE });
  return (
    <ol className={styles.results} aria-label={t('results')} aria-busy={busy}>
      {hits.map((hit) => (
        <li key={hit.url + hit.title} className={styles.result}>
          <p className={styles.meta}>
            {t(`kinds.${hit.kind}`)}
            {hit.date && (
              <>
                {' · '}
                <time dateTime={hit.date}>{date.format(new Date(hit.date))}</time>
              </>
            )}
          </p>
          <h2 className={styles.title}>
            <a href={hit.url}>{hit.title}</a>
          </h2>
          {hit.snippet.length > 0 && (
            <p className={styles.snippet}>
              {hit.snippet.map((part, index) =>
                part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
