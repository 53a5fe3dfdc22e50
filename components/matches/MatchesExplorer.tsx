'use client';

import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ChangeEvent, type MouseEvent } from 'react';
import type { FilterOption, Match } from '@/lib/data/matches';
import type { MatchFilters } from '@/lib/matches/filters';
import { matchFiltersQuery } from '@/lib/matches/query';
import { FilterSelect, type FilterChoice } from './FilterSelect';
import { MatchCard } from './MatchCard';

type Props = {
  /** The localized path of the matches screen, e.g. `/nl/wedstrijden`. */
  basePath: string;
  /** The filters the server rendered `initialMatches` for. */
  initialFilters: MatchFilters;
  initialMatches: Match[];
  options: { competitions: FilterOption[]; seasons: FilterOption[] };
  labels: { noUpcoming: string; noPast: string };
};

/** The filters' schema (and zod) load once the screen is interactive, not with it. */
let filtersModule: Promise<typeof import('@/lib/matches/filters')> | undefined;
const loadFilters = () => (filtersModule ??= import('@/lib/matches/filters'));

const asChoice = (option: FilterOption): FilterChoice => ({ value: option.id, label: option.name });

async function fetchMatches(locale: string, filters: MatchFilters): Promise<Match[]> {
  const query = new URLSearchParams({ lang: locale, ...matchFiltersQuery(filters) });
  const response = await fetch(`/api/public/matches?${query}`);
  if (!response.ok) throw new Error(`matches: HTTP ${response.status}`);
  return ((await response.json()) as { matches: Match[] }).matches;
}

/**
 * The filters and the list of the matches screen. Without JavaScript the filters
 * are a plain GET form and the server renders the list; with it, a change
 * updates the URL (shareable, back button works) and fetches the list as JSON.
 */
export function MatchesExplorer(props: Props) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } }));
  return (
    <QueryClientProvider client={client}>
      <Explorer {...props} />
    </QueryClientProvider>
  );
}

/**
 * The filters in the address bar. Read from `location` rather than Next's
 * `useSearchParams`, which would leave the prerendered page's list to the client.
 */
function useFiltersInUrl(basePath: string, initial: MatchFilters) {
  const [filters, setFilters] = useState(initial);
  useEffect(() => {
    void loadFilters();
    const read = async () => {
      const { parseMatchFilters } = await loadFilters();
      setFilters(parseMatchFilters(Object.fromEntries(new URLSearchParams(window.location.search))));
    };
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const show = (next: MatchFilters) => {
    window.history.pushState(null, '', `${basePath}?${new URLSearchParams(matchFiltersQuery(next))}`);
    setFilters(next);
  };
  return [filters, show] as const;
}

function Explorer({ basePath, initialFilters, initialMatches, options, labels }: Props) {
  const t = useTranslations('Matches');
  const locale = useLocale();
  const [filters, show] = useFiltersInUrl(basePath, initialFilters);
  const initialKey = JSON.stringify(initialFilters);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const matches = useQuery({
    queryKey: ['matches', locale, filters],
    queryFn: () => fetchMatches(locale, filters),
    initialData: JSON.stringify(filters) === initialKey ? initialMatches : undefined,
    placeholderData: keepPreviousData,
  });

  const onSelect = async (event: ChangeEvent<HTMLSelectElement>) => {
    const { name, value } = event.target;
    const { parseMatchFilters } = await loadFilters();
    show(parseMatchFilters({ ...matchFiltersQuery(filters), [name]: value || undefined }));
  };
  const onTimeframe = (event: MouseEvent<HTMLButtonElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    show({ ...filters, timeframe: event.currentTarget.value as MatchFilters['timeframe'] });
  };

  const list = matches.data ?? [];
  return (
    <>
      <form className="match-filters" method="get" action={basePath} aria-label={t('filters')}>
        <div className="tabs" role="group" aria-label={t('filters')}>
          {(['upcoming', 'past'] as const).map((timeframe) => (
            <button
              key={timeframe}
              type="submit"
              name="timeframe"
              value={timeframe}
              className={filters.timeframe === timeframe ? 'tab is-active' : 'tab'}
              aria-pressed={filters.timeframe === timeframe}
              onClick={onTimeframe}
            >
              {t(timeframe)}
            </button>
          ))}
        </div>
        <div className="match-filters__fields">
          <FilterSelect
            label={t('team')}
            name="team"
            value={filters.team}
            choices={[
              { value: 'first_team', label: t('teamFirst') },
              { value: 'promises', label: t('teamPromises') },
            ]}
            onChange={onSelect}
          />
          <FilterSelect
            label={t('competition')}
            name="competition"
            value={filters.competition ?? ''}
            anyLabel={t('allCompetitions')}
            choices={options.competitions.map(asChoice)}
            onChange={onSelect}
          />
          <FilterSelect
            label={t('season')}
            name="season"
            value={filters.season ?? ''}
            anyLabel={t('allSeasons')}
            choices={options.seasons.map(asChoice)}
            onChange={onSelect}
          />
          <FilterSelect
            label={t('type')}
            name="type"
            value={filters.type ?? ''}
            anyLabel={t('allTypes')}
            choices={[
              { value: 'competition', label: t('typeCompetition') },
              { value: 'friendly', label: t('typeFriendly') },
            ]}
            onChange={onSelect}
          />
          {/* Filtering is instant with JavaScript; without it this submits the form. */}
          {!enhanced && (
            <button type="submit" className="button">
              {t('apply')}
            </button>
          )}
        </div>
      </form>
      <section id="games-results" tabIndex={-1} aria-busy={matches.isFetching} aria-live="polite">
        {matches.isError ? (
          <p className="empty-state" role="alert">
            {t('error')}{' '}
            <button type="button" className="button button--secondary" onClick={() => matches.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : list.length === 0 && !matches.isFetching ? (
          <p className="empty-state" role="status">
            {filters.timeframe === 'past' ? labels.noPast : labels.noUpcoming}
          </p>
        ) : (
          <ol className="match-list">
            {list.map((match) => (
              <li key={match.id}>
                <MatchCard match={match} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
