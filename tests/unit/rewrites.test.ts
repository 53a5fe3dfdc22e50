import { describe, expect, it } from 'vitest';
import { localizedRewrites } from '@/lib/i18n/rewrites.mjs';

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
