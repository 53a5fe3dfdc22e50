import { useRef, useState } from 'react';
import type { Match } from '@/lib/data/matches';
import type { MatchFilters } from '@/lib/matches/filters';

/** TanStack Query and the list rendered in the browser: loaded on the first filter change. */
const loadMatchesOnDemand = () => import('./on-demand-matches');

type OnDemandMatches = Awaited<ReturnType<typeof loadMatchesOnDemand>>;

/** A list fetched in the browser, with the filters it is for and the component that draws it. */
type FetchedMatches = {
  filters: MatchFilters;
  matches: Match[];
  List: OnDemandMatches['BrowserMatchList'];
};

const sameFilters = (a: MatchFilters, b: MatchFilters) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which list the matches screen shows. For the filters the server rendered, its
 * list (no request); for any others, the list fetched as JSON. The list on screen
 * stays until the next one arrives, as TanStack's keepPreviousData would keep it:
 * its hooks cannot be used here, since they come with the module loaded on the
 * first change, so a late answer for filters the visitor has left is dropped by hand.
 */
export function useMatchList(locale: string, serverFilters: MatchFilters) {
  const [fetched, setFetched] = useState<FetchedMatches>();
  const [status, setStatus] = useState<'ready' | 'loading' | 'failed'>('ready');
  const wanted = useRef(serverFilters);

  const showListFor = async (filters: MatchFilters) => {
    wanted.current = filters;
    if (sameFilters(filters, serverFilters)) {
      setFetched(undefined);
      setStatus('ready');
      return;
    }
    setStatus('loading');
    try {
      const onDemand = await loadMatchesOnDemand();
      const matches = await onDemand.fetchMatches(locale, filters);
      if (wanted.current !== filters) return;
      setFetched({ filters, matches, List: onDemand.BrowserMatchList });
      setStatus('ready');
    } catch {
      if (wanted.current === filters) setStatus('failed');
    }
  };

  return { fetched, status, showListFor };
}
