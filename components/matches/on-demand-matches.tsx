import { withOnDemandMessages } from '@/components/i18n/withOnDemandMessages';
import type { Match } from '@/lib/data/matches';
import { queryPublicApi } from '@/lib/http/public-api-client';
import type { MatchFilters } from '@/lib/matches/filters';
import { matchFiltersQuery } from '@/lib/matches/query';
import { MatchList } from './MatchList';

/**
 * What the matches screen needs once a visitor changes a filter, and not before:
 * TanStack Query for the JSON list and the list rendered in the browser. The
 * explorer imports this module on the first change (useMatchList).
 */
export async function fetchMatches(locale: string, filters: MatchFilters): Promise<Match[]> {
  const search = new URLSearchParams({ lang: locale, ...matchFiltersQuery(filters) });
  return (await queryPublicApi<{ matches: Match[] }>('matches', search)).matches;
}

/** The list drawn in the browser, with the Matches messages its cards read. */
export const BrowserMatchList = withOnDemandMessages(MatchList);
