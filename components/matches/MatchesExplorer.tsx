'use client';

import { translationsFor } from '#translations';
import { useRouter } from 'next/navigation';
import {
  useOptimistic,
  useRef,
  useTransition,
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { FilterOption } from '@/lib/data/matches';
import type { MatchFilters } from '@/lib/domain/matches/filters';
import { matchFiltersQuery, withMatchFilter } from '@/lib/domain/matches/query';
import { FilterSelect, type FilterChoice } from './FilterSelect';
import { useFiltersChosenEarly } from './use-filters-chosen-early';
import {
  keepFocusAcrossNavigation,
  useFocusKeptAcrossNavigation,
} from '@/components/ui/focus-across-navigation';
import { useEnhanced } from '@/components/ui/use-browser-value';
import tabs from '@/components/layout/FilterTabs.module.css';
import styles from './MatchesExplorer.module.css';
import type { matchesExplorerWords } from './words';

const useTranslations = translationsFor<typeof matchesExplorerWords>();

type Props = {
  /** The list the server rendered for `filters` (a MatchList). */
  children: ReactNode;
  /** The localized path of the matches screen, e.g. `/nl/wedstrijden`. */
  basePath: string;
  /** The filters of the URL, which the server rendered `children` for. */
  filters: MatchFilters;
  options: { competitions: FilterOption[]; seasons: FilterOption[] };
};

const asChoice = (option: FilterOption): FilterChoice => ({ value: option.id, label: option.name });

/** The control a visitor used: found again after the navigation, when the page was mounted anew. */
const controlOf = (control: HTMLButtonElement | HTMLSelectElement) =>
  control instanceof HTMLButtonElement
    ? `#games-filters button[name="${control.name}"][value="${control.value}"]`
    : `#games-filters select[name="${control.name}"]`;

/**
 * The filters and the list of the matches screen. The URL is the state: without
 * JavaScript the filters are a plain GET form; with it, a change navigates the
 * router to the same URL (shareable, the back button works), the server renders
 * the list for it, and the list on screen stays, busy, until the new one arrives.
 */
export function MatchesExplorer({ children, basePath, filters, options }: Props) {
  const t = useTranslations('Matches');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The chosen filters show at once; the URL's take over when the server's list arrives.
  const [shown, show] = useOptimistic(filters);
  const enhanced = useEnhanced();
  useFocusKeptAcrossNavigation(JSON.stringify(filters));

  const navigate = (next: MatchFilters, control: HTMLButtonElement | HTMLSelectElement) => {
    keepFocusAcrossNavigation(controlOf(control));
    startTransition(() => {
      show(next);
      router.push(`${basePath}?${new URLSearchParams(matchFiltersQuery(next))}`, { scroll: false });
    });
  };
  const form = useRef<HTMLFormElement>(null);
  useFiltersChosenEarly(form, filters, navigate);
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) =>
    navigate(withMatchFilter(shown, event.target.name, event.target.value), event.target);
  const onTimeframe = (event: MouseEvent<HTMLButtonElement>) => {
    if (!enhanced) return;
    event.preventDefault();
    const button = event.currentTarget;
    navigate({ ...shown, timeframe: button.value as MatchFilters['timeframe'] }, button);
  };

  return (
    <>
      <form
        ref={form}
        id="games-filters"
        className={styles.filters}
        method="get"
        action={basePath}
        aria-label={t('filters')}
      >
        <div className={tabs.tabs} role="group" aria-label={t('filters')}>
          {(['upcoming', 'past'] as const).map((timeframe) => (
            <button
              key={timeframe}
              type="submit"
              name="timeframe"
              value={timeframe}
              className={shown.timeframe === timeframe ? `${tabs.tab} ${tabs.active}` : tabs.tab}
              aria-pressed={shown.timeframe === timeframe}
              onClick={onTimeframe}
            >
              {t(timeframe)}
            </button>
          ))}
        </div>
        <div className={styles.fields}>
          <FilterSelect
            label={t('team')}
            name="team"
            value={shown.team}
            choices={[
              { value: 'first_team', label: t('teamFirst') },
              { value: 'promises', label: t('teamPromises') },
            ]}
            onChange={onSelect}
          />
          <FilterSelect
            label={t('competition')}
            name="competition"
            value={shown.competition ?? ''}
            anyLabel={t('allCompetitions')}
            choices={options.competitions.map(asChoice)}
            onChange={onSelect}
          />
          <FilterSelect
            label={t('season')}
            name="season"
            value={shown.season ?? ''}
            anyLabel={t('allSeasons')}
            choices={options.seasons.map(asChoice)}
            onChange={onSelect}
          />
          <FilterSelect
            label={t('type')}
            name="type"
            value={shown.type ?? ''}
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
      <section id="games-results" tabIndex={-1} aria-busy={pending} aria-live="polite">
        {children}
      </section>
    </>
  );
}
