import { describe, expect, it } from 'vitest';
import { matchFiltersSchema, parseMatchFilters } from '@/lib/domain/matches/filters';
import { matchFiltersQuery, withMatchFilter } from '@/lib/domain/matches/query';

describe('match filters', () => {
  it('default to the upcoming matches of the first team', () => {
    expect(parseMatchFilters({})).toEqual({ timeframe: 'upcoming', team: 'first_team' });
  });

  it('read every filter from the query', () => {
    expect(
      parseMatchFilters({
        timeframe: 'past',
        team: 'promises',
        competition: '3',
        season: '2',
        type: 'friendly',
      }),
    ).toEqual({ timeframe: 'past', team: 'promises', competition: 3, season: 2, type: 'friendly' });
  });

  it('on a page, drop a malformed filter and keep the others', () => {
    expect(parseMatchFilters({ timeframe: 'yesterday', competition: 'abc', season: '2' })).toEqual({
      timeframe: 'upcoming',
      team: 'first_team',
      season: 2,
    });
  });

  it('for the JSON endpoint, reject a malformed filter', () => {
    expect(matchFiltersSchema.safeParse({ timeframe: 'yesterday' }).success).toBe(false);
    expect(matchFiltersSchema.safeParse({ competition: '-1' }).success).toBe(false);
  });

  it('write short, shareable queries without defaults', () => {
    expect(matchFiltersQuery({ timeframe: 'past', team: 'first_team', type: 'competition' })).toEqual({
      timeframe: 'past',
      type: 'competition',
    });
  });

  it('change one select in the browser exactly as the schema reads the same query on the server', () => {
    const start = parseMatchFilters({ timeframe: 'past', competition: '3' });
    const selects: Record<string, string[]> = {
      team: ['first_team', 'promises'],
      competition: ['', '1', '7'],
      season: ['', '2'],
      type: ['', 'competition', 'friendly'],
    };
    for (const [name, values] of Object.entries(selects)) {
      for (const value of values) {
        const onServer = parseMatchFilters({ ...matchFiltersQuery(start), [name]: value || undefined });
        expect(withMatchFilter(start, name, value), `${name}=${value}`).toEqual(onServer);
      }
    }
  });
});
