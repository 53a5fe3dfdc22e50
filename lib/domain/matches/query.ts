import type { MatchFilters } from './filters';

/**
 * The query of a filter set without its defaults, for short shareable URLs.
 * Apart from the schema in filters.ts, so the matches screen's scripts hold no zod.
 */
export function matchFiltersQuery(filters: MatchFilters): Record<string, string> {
  const query: Record<string, string> = { timeframe: filters.timeframe };
  if (filters.team !== 'first_team') query.team = filters.team;
  if (filters.competition) query.competition = String(filters.competition);
  if (filters.season) query.season = String(filters.season);
  if (filters.type) query.type = filters.type;
  return query;
}

/**
 * The filter set with one of the screen's selects changed. The selects offer only
 * valid values, so the browser needs no schema (the page parses the URL with it).
 */
export function withMatchFilter(filters: MatchFilters, name: string, value: string): MatchFilters {
  switch (name) {
    case 'team':
      return { ...filters, team: value === 'promises' ? 'promises' : 'first_team' };
    case 'competition':
    case 'season':
      return { ...filters, [name]: Number(value) || undefined };
    case 'type':
      return { ...filters, type: value === 'competition' || value === 'friendly' ? value : undefined };
    default:
      return filters;
  }
}
