import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/domain/i18n/locales';
import { localizedPath, type RouteName } from '@/lib/domain/i18n/routes';
import { routeNames } from '@/lib/domain/screens/registry';

/** SPEC §2's route table, with the demo club's slug `westhoek`. */
const specPaths: Partial<Record<RouteName, [string, string, string]>> = {
  index: ['/en', '/nl', '/fr'],
  faq: ['/en/faq', '/nl/faq', '/fr/faq'],
  sttv: ['/en/sttv', '/nl/sttv', '/fr/sttv'],
  fanclub: ['/en/fanclub', '/nl/supportersclub', '/fr/club-des-supporters'],
  news: ['/en/news', '/nl/nieuws', '/fr/nouvelles'],
  newsletter: ['/en/newsletter', '/nl/nieuwsbrief', '/fr/newsletter'],
  games: ['/en/games', '/nl/wedstrijden', '/fr/jeux'],
  'games-ranking': ['/en/games/ranking', '/nl/wedstrijden/ranking', '/fr/jeux/classement'],
  teams: ['/en/teams', '/nl/teams', '/fr/equipes'],
  'teams-esports': ['/en/teams/esports', '/nl/ploegen/esports', '/fr/equipes/esports'],
  'teams-youth': ['/en/teams/westhoek-youth', '/nl/ploegen/westhoek-jeugd', '/fr/equipes/westhoek-jeunesse'],
  'teams-referee-academy': [
    '/en/teams/referee-academy',
    '/nl/teams/referee-academy',
    '/fr/equipes/referee-academy',
  ],
  'cookie-policy': ['/en/cookie-policy', '/nl/cookiebeleid', '/fr/politique-des-cookies'],
  'privacy-policy': ['/en/privacy-policy', '/nl/privacybeleid', '/fr/politique-de-confidentialite'],
  'terms-and-conditions': [
    '/en/terms-and-conditions',
    '/nl/algemene-voorwaarden',
    '/fr/conditions-generales',
  ],
  'terms-and-conditions-online': [
    '/en/terms-and-conditions-online',
    '/nl/online-algemene-voorwaarden',
    '/fr/conditions-generales-en-ligne',
  ],
  history: ['/en/history', '/nl/geschiedenis', '/fr/histoire'],
  about: ['/en/we-westhoek', '/nl/wij-westhoek', '/fr/nous-westhoek'],
  'about-activities': [
    '/en/we-westhoek/activities',
    '/nl/wij-westhoek/activiteiten',
    '/fr/nous-westhoek/activites',
  ],
  'about-volunteers': [
    '/en/we-westhoek/volunteers',
    '/nl/wij-westhoek/vrijwilligers',
    '/fr/nous-westhoek/benevoles',
  ],
  'about-for-everybody': [
    '/en/we-westhoek/for-everybody',
    '/nl/wij-westhoek/voor-iedereen',
    '/fr/nous-westhoek/pour-tout-le-monde',
  ],
  'about-friends': [
    '/en/we-westhoek/friends-of-westhoek',
    '/nl/wij-westhoek/vrienden-van-westhoek',
    '/fr/nous-westhoek/les-amis-du-westhoek',
  ],
  'open-trainings': ['/en/open-trainings', '/nl/open-trainings', '/fr/formations-ouvertes'],
  'business-partners': ['/en/business/partners', '/nl/business/partners', '/fr/business/les-partenaires'],
  'business-sponsors': ['/en/business/sponsors', '/nl/business/sponsoring', '/fr/business/les-parrains'],
  'business-vip-experience': [
    '/en/business/vip-experience',
    '/nl/business/vip-wedstrijdbeleving',
    '/fr/business/experience-vip',
  ],
  'ticketing-tickets': ['/en/ticketing/tickets', '/nl/ticketing/tickets', '/fr/tickets/billets'],
  'ticketing-subscriptions': [
    '/en/ticketing/subscriptions',
    '/nl/ticketing/abonnementen',
    '/fr/tickets/abonnements',
  ],
  'ticketing-refs-scouts': [
    '/en/ticketing/refs-scouts',
    '/nl/ticketing/refs-scouts',
    '/fr/tickets/refs-scouts',
  ],
};

describe('localizedPath', () => {
  it.each(Object.entries(specPaths))('%s has the SPEC path in each language', (name, expected) => {
    const actual = locales.map((locale) => localizedPath(locale, name as 'faq'));
    expect(actual).toEqual(expected);
  });

  it('localizes each news kind and keeps the slug', () => {
    const slug = 'a-late-winner';
    expect(locales.map((l) => localizedPath(l, 'news-gamereport-slug', { params: { slug } }))).toEqual([
      '/en/news/gamereport/a-late-winner',
      '/nl/nieuws/wedstrijdverslag/a-late-winner',
      '/fr/nouvelles/rapport-de-match/a-late-winner',
    ]);
    expect(localizedPath('nl', 'news-gamegallery-slug', { params: { slug } })).toBe(
      '/nl/nieuws/wedstrijdgalerij/a-late-winner',
    );
    expect(localizedPath('nl', 'news-esports-article-slug', { params: { slug } })).toBe(
      '/nl/nieuws/esports-artikel/a-late-winner',
    );
    expect(localizedPath('fr', 'history-slug', { params: { slug } })).toBe('/fr/histoire/a-late-winner');
  });

  it('writes the named queries of SPEC §2', () => {
    expect(localizedPath('nl', 'games', { query: { timeframe: 'past' } })).toBe(
      '/nl/wedstrijden?timeframe=past',
    );
    expect(localizedPath('fr', 'teams', { query: { team: 'promises' } })).toBe('/fr/equipes?team=promises');
    expect(localizedPath('en', 'news', { query: { types: 'newsgallerypage' } })).toBe(
      '/en/news?types=newsgallerypage',
    );
    expect(
      localizedPath('fr', 'news', { query: { types: ['newsgallerypage', 'esportsnewsarticlepage'] } }),
    ).toBe('/fr/nouvelles?types=newsgallerypage&types=esportsnewsarticlepage');
  });

  it('appends a hash and leaves out undefined queries', () => {
    expect(localizedPath('en', 'games', { query: { timeframe: undefined }, hash: 'games-results' })).toBe(
      '/en/games#games-results',
    );
  });

  it('gives every named route a distinct public path per language', () => {
    for (const locale of locales) {
      const paths = Object.keys(routeNames)
        .filter((name) => !name.endsWith('-slug'))
        .map((name) => localizedPath(locale, name as 'faq'));
      expect(new Set(paths).size).toBe(paths.length);
    }
  });
});
