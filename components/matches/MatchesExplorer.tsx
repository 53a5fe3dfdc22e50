'use client';

import type { CompiledMessages } from '@/components/i18n/translations.client';
import {
  useEffect,
  useEffectEvent,
  useState,
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { FilterOption } from '@/lib/data/matches';
import type { MatchFilters } from '@/lib/matches/filters';
import { matchFiltersQuery, withMatchFilter } from '@/lib/matches/query';
import { FilterSelect, type FilterChoice } from './FilterSelect';
import { useMatchList } from './useMatchList';
import { useEnhanced } from '@/components/ui/use-browser-value';
import emptyState from '@/components/layout/EmptyState.module.css';
import tabs from '@/components/layout/FilterTabs.module.css';
import styles from './MatchesExplorer.module.css';

/** The explorer's words, translated by the server: no message formatter in the first load. */
export type ExplorerLabels = Record<
  | 'filters'
  | 'upcoming'
  | 'past'
  | 'team'
  | 'teamFirst'
  | 'teamPromises'
  | 'competition'
  | 'allCompetitions'
  | 'season'
  | 'allSeasons'
  | 'type'
  | 'allTypes'
  | 'typeCompetition'
  | 'typeFriendly'
  | 'apply'
  | 'error'
  | 'retry'
  | 'noUpcoming'
  | 'noPast',
  string
>;

type Props = {
  /** The list the server rendered for `initialFilters` (a MatchList). */
  children: ReactNode;
  locale: string;
  /** Matches, for the cards drawn in the browser after a filter change. */
  messages: CompiledMessages;
  /** The localized path of the matches screen, e.g. `/nl/wedstrijden`. */
  basePath: string;
  /** The filters the server rendered `children` for. */
  initialFilters: MatchFilters;
  options: { competitions: FilterOption[]; seasons: FilterOption[] };
  labels: ExplorerLabels;
};

const asChoice = (option: FilterOption): FilterChoice => ({ value: option.id, label: option.name });

/** Where each history entry the explorer adds keeps its filters. */
const HISTORY_KEY = 'matchFilters';

/**
 * The filters in the address bar, and in the history entry's state, from which
 * the back button restores them without parsing the URL (no schema in the
 * browser). Not Next's `useSearchParams`, which would leave the prerendered
 * page's list to the client. `onChange` hears of every change: the visitor's and
 * the back button's.
 */
function useFiltersInUrl(basePath: string, initial: MatchFilters, onChange: (filters: MatchFilters) => void) {
  const [filters, setFilters] = useState(initial);
  const change = (next: MatchFilters) => {
    setFilters(next);
    onChange(next);
  };
  // The page's own entry has no filters in its state: the server rendered it for `initial`.
  const onPopState = useEffectEvent((event: PopStateEvent) =>
    change((event.state as Record<string, MatchFilters> | null)?.[HISTORY_KEY] ?? initial),
  );
  useEffect(() => {
    const restore = (event: PopStateEvent) => onPopState(event);
    window.addEventListener('popstate', restore);
    return () => window.removeEventListener('popstate', restore);
  }, []);
  const show = (next: MatchFilters) => {
    const url = `${basePath}?${new URLSearchParams(matchFiltersQuery(next))}`;
    window.history.pushState({ [HISTORY_KEY]: next }, '', url);
    change(next);
  };
  return [filters, show] as const;
}

/**
 * The filters and the list of the matches screen. Without JavaScript the filters
 * are a plain GET form and the server renders the list; with it, a change
 * updates the URL (shareable, back button works) and fetches the list as JSON.
 */
export function MatchesExplorer({
  children,
  locale,
  messages,
  basePath,
  initialFilters,
  options,
  labels,
}: Props) {
  const list = useMatchList(locale, initialFilters);
  const [filters, show] = useFiltersInUrl(basePath, initialFilters, list.showListFor);
  const enhanced = useEnhanced();

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) =>
    show(withMatchFilter(filters, event.target.name, event.target.value));
  const onTimeframe = (event: MouseEvent<HTMLButtonElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    show({ ...filters, timeframe: event.currentTarget.value as MatchFilters['timeframe'] });
  };

  const { fetched } = list;
  return (
    <>
      <form className={styles.filters} method="get" action={basePath} aria-label={labels.filters}>
        <div className={tabs.tabs} role="group" aria-label={labels.filters}>
          {(['upcoming', 'past'] as const).map((timeframe) => (
            <button
              key={timeframe}
              type="submit"
              name="timeframe"
              value={timeframe}
              className={filters.timeframe === timeframe ? `${tabs.tab} ${tabs.active}` : tabs.tab}
              aria-pressed={filters.timeframe === timeframe}
              onClick={onTimeframe}
            >
              {labels[timeframe]}
            </button>
          ))}
        </div>
        <div className={styles.fields}>
          <FilterSelect
            label={labels.team}
            name="team"
            value={filters.team}
            choices={[
              { value: 'first_team', label: labels.teamFirst },
              { value: 'promises', label: labels.teamPromises },
            ]}
            onChange={onSelect}
          />
          <FilterSelect
            label={labels.competition}
            name="competition"
            value={filters.competition ?? ''}
            anyLabel={labels.allCompetitions}
            choices={options.competitions.map(asChoice)}
            onChange={onSelect}
          />
          <FilterSelect
            label={labels.season}
            name="season"
            value={filters.season ?? ''}
            anyLabel={labels.allSeasons}
            choices={options.seasons.map(asChoice)}
            onChange={onSelect}
          />
          <FilterSelect
            label={labels.type}
            name="type"
            value={filters.type ?? ''}
            anyLabel={labels.allTypes}
            choices={[
              { value: 'competition', label: labels.typeCompetition },
              { value: 'friendly', label: labels.typeFriendly },
            ]}
            onChange={onSelect}
          />
          {/* Filtering is instant with JavaScript; without it this submits the form. */}
          {!enhanced && (
            <button type="submit" className="button">
              {labels.apply}
            </button>
          )}
        </div>
      </form>
      <section id="games-results" tabIndex={-1} aria-busy={list.status === 'loading'} aria-live="polite">
        {list.status === 'failed' ? (
          <p className={emptyState.emptyState} role="alert">
            {labels.error}{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => list.showListFor(filters)}
            >
              {labels.retry}
            </button>
          </p>
        ) : fetched ? (
          <fetched.List
            locale={locale}
            messages={messages}
            matches={fetched.matches}
            emptyLabel={fetched.filters.timeframe === 'past' ? labels.noPast : labels.noUpcoming}
          />
        ) : (
          children
        )}
      </section>
    </>
  );
}
