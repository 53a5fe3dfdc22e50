import { describe, expect, it } from 'vitest';
import {
  channelQueryRewrites,
  clubSegmentRedirects,
  localizedRewrites,
  matchesQueryRewrites,
  rankingQueryRewrites,
  teamsQueryRewrites,
} from '@/lib/domain/i18n/rewrites';
import { matchFiltersSchema } from '@/lib/domain/matches/filters';

describe('localizedRewrites', () => {
  const rewrites = localizedRewrites();
  const destinationOf = (source: string) =>
    rewrites.find((rewrite) => rewrite.source === source)?.destination;

  it('sends each localized public path to its internal folder', () => {
    expect(destinationOf('/nl/wedstrijden')).toBe('/nl/games');
    expect(destinationOf('/fr/jeux/classement')).toBe('/fr/games/ranking');
    expect(destinationOf('/nl/ploegen/westhoek-jeugd')).toBe('/nl/teams/youth');
    expect(destinationOf('/fr/nous-westhoek/les-amis-du-westhoek')).toBe('/fr/about/friends');
  });

  it('turns slug segments into rewrite parameters', () => {
    expect(destinationOf('/nl/nieuws/artikel/:slug')).toBe('/nl/news/article/:slug');
    expect(destinationOf('/fr/histoire/:slug')).toBe('/fr/history/:slug');
  });

  it('adds no rewrite where the public path is the internal one', () => {
    expect(destinationOf('/en/games')).toBeUndefined();
    expect(rewrites.every((rewrite) => rewrite.source !== rewrite.destination)).toBe(true);
  });
});

describe('clubSegmentRedirects', () => {
  // The tests build with the demo's segment (tests/vitest.config.ts), as the demo's build does.
  const redirects = clubSegmentRedirects(['club', 'old-name']);
  const targetOf = (source: string) => redirects.find((redirect) => redirect.source === source);

  it('send every path of an earlier {club} segment, permanently (308), to this build’s', () => {
    expect(targetOf('/en/we-old-name')).toEqual({
      source: '/en/we-old-name',
      destination: '/en/we-westhoek',
      permanent: true,
    });
    expect(targetOf('/fr/nous-club/les-amis-du-club')?.destination).toBe(
      '/fr/nous-westhoek/les-amis-du-westhoek',
    );
    expect(targetOf('/nl/ploegen/old-name-jeugd')?.destination).toBe('/nl/ploegen/westhoek-jeugd');
    expect(targetOf('/en/we-club/binkie')?.destination).toBe('/en/we-westhoek/binkie');
  });

  it('leave every path without the segment alone, and are none without an earlier segment', () => {
    expect(redirects.every((redirect) => /club|old-name/.test(redirect.source))).toBe(true);
    expect(redirects).toHaveLength(2 * 3 * 7);
    expect(clubSegmentRedirects([])).toEqual([]);
  });
});

describe('matchesQueryRewrites', () => {
  it('sends the matches screen with any filter in the query to its per-request variant', () => {
    expect(matchesQueryRewrites()).toContainEqual({
      source: '/nl/wedstrijden',
      has: [{ type: 'query', key: 'timeframe' }],
      destination: '/nl/games/filtered',
    });
  });

  it('knows every filter key of the schema, in every language', () => {
    const keys = Object.keys(matchFiltersSchema.shape).sort();
    for (const locale of ['en', 'nl', 'fr']) {
      const rules = matchesQueryRewrites().filter((rule) => rule.destination === `/${locale}/games/filtered`);
      expect(rules.map((rule) => rule.has[0].key).sort()).toEqual(keys);
    }
  });
});

describe('rankingQueryRewrites', () => {
  it('sends the ranking with a team to its per-request variant', () => {
    expect(rankingQueryRewrites()).toContainEqual({
      source: '/fr/jeux/classement',
      has: [{ type: 'query', key: 'team' }],
      destination: '/fr/games/ranking/filtered',
    });
  });
});

describe('teamsQueryRewrites', () => {
  it('sends the teams page with a team to its per-request variant, from its localized path', () => {
    expect(teamsQueryRewrites()).toContainEqual({
      source: '/fr/equipes',
      has: [{ type: 'query', key: 'team' }],
      destination: '/fr/teams/filtered',
    });
  });
});

describe('channelQueryRewrites', () => {
  it('sends the video channel with a player or a topic to its per-request variant', () => {
    expect(channelQueryRewrites().filter((rule) => rule.source === '/nl/sttv')).toEqual([
      { source: '/nl/sttv', has: [{ type: 'query', key: 'player' }], destination: '/nl/sttv/filtered' },
      { source: '/nl/sttv', has: [{ type: 'query', key: 'tag' }], destination: '/nl/sttv/filtered' },
    ]);
  });
});
