import { QueryClient } from '@tanstack/react-query';
import { withOnDemandMessages } from '@/components/i18n/withOnDemandMessages';
import type { Match } from '@/lib/data/matches';
import type { MatchFilters } from '@/lib/matches/filters';
import { matchFiltersQuery } from '@/lib/matches/query';
import { MatchList } from './MatchList';

/**
 * What the matches screen needs once a visitor changes a filter, and not before:
 * TanStack Query for the JSON list and the list rendered in the browser. The
 * explorer imports this module on the first change (useMatchList).
 */
// One cache for the page's lifetime: filters seen in the last minute show their
// list at once (the back button). Retried as TanStack's hooks retry; its
// imperative `query` would not retry by itself.
const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 3 } } });

export function fetchMatches(locale: string, filters: MatchFilters): Promise<Match[]> {
  return client.query({
    queryKey: ['matches', locale, filters],
    queryFn: async () => {
      const query = new URLSearchParams({ lang: locale, ...matchFiltersQuery(filters) });
      const response = await fetch(`/api/public/matches?${query}`);
      if (!response.ok) throw new Error(`matches: HTTP ${response.status}`);
      return ((await response.json()) as { matches: Match[] }).matches;
    },
  });
}

/** The list drawn in the browser, with the Matches messages its cards read. */
export const BrowserMatchList = withOnDemandMessages(MatchList);
