import type { MatchFilters } from './filters';

/**
 * The query of a filter set without its defaults, for short shareable URLs.
 * Apart from the schema in filters.ts, so the matches screen's first scripts hold no zod.
 */
export function matchFiltersQuery(filters: MatchFilters): Record<string, string> {
  const query: Record<string, string> = { timeframe: filters.timeframe };
  if (filters.team !== 'first_team') query.team = filters.team;
  if (filters.competition) query.competition = String(filters.competition);
  if (filters.season) query.season = String(filters.season);
  if (filters.type) query.type = filters.type;
  return query;
}
