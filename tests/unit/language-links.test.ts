import { describe, expect, it } from 'vitest';
import { languageLinks } from '@/lib/domain/i18n/language-links';
import { publicPath } from '@/lib/domain/i18n/public-path';

describe('languageLinks', () => {
  it('maps a screen to its form in every language', () => {
    expect(languageLinks('/nl/supportersclub', 'nl')).toEqual({
      en: '/en/fanclub',
      nl: '/nl/supportersclub',
      fr: '/fr/club-des-supporters',
    });
  });

  it('gives the same links from the folder path the server renders (before the localized rewrite)', () => {
    const links = { en: '/en/games/ranking', nl: '/nl/wedstrijden/ranking', fr: '/fr/jeux/classement' };
    expect(languageLinks('/nl/games/ranking', 'nl')).toEqual(links);
    expect(languageLinks('/nl/wedstrijden/ranking', 'nl')).toEqual(links);
    expect(languageLinks('/fr/news/article/un-slug', 'fr').nl).toBe('/nl/nieuws/artikel/un-slug');
  });

  it('keeps the slug of a detail page (the page redirects it to its own language)', () => {
    expect(languageLinks('/nl/nieuws/artikel/mijn-slug', 'nl')).toEqual({
      en: '/en/news/article/mijn-slug',
      nl: '/nl/nieuws/artikel/mijn-slug',
      fr: '/fr/nouvelles/article/mijn-slug',
    });
  });

  it('maps the home page and falls back to it for unknown paths', () => {
    expect(languageLinks('/fr', 'fr')).toEqual({ en: '/en', nl: '/nl', fr: '/fr' });
    expect(languageLinks('/en/no/such/page', 'en')).toEqual({ en: '/en', nl: '/nl', fr: '/fr' });
  });

  it('does not read a path of another language as a screen', () => {
    expect(languageLinks('/en/nieuws', 'en').fr).toBe('/fr');
  });
});

describe('publicPath', () => {
  it('gives a screen its path in each language', () => {
    expect(publicPath('nl', '/fanclub')).toBe('/nl/supportersclub');
    expect(publicPath('fr', '/')).toBe('/fr');
  });
});
