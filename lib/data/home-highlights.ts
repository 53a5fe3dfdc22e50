import 'server-only';
import type { Payload } from 'payload';
import type { Person as PersonDoc } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

export type PlayerOfTheSeason = {
  name: string;
  function: PersonDoc['function'];
  shirtNumber: number | null;
  photo: Image | null;
  note: string | null;
};

export async function queryPlayerOfTheSeason(
  payload: Payload,
  locale: Locale,
): Promise<PlayerOfTheSeason | null> {
  const highlights = await payload.findGlobal({ slug: 'home-highlights', locale, depth: 2 });
  const person = highlights.playerOfTheSeason;
  if (!person || typeof person === 'number') return null;
  return {
    name: `${person.firstName} ${person.lastName}`,
    function: person.function,
    shirtNumber: person.shirtNumber ?? null,
    photo: toImage(person.photo, 'card'),
    note: highlights.playerOfTheSeasonNote ?? null,
  };
}

export const getPlayerOfTheSeason = cachedRead(
  'player-of-the-season',
  [cacheTags.homeHighlights, cacheTags.teams],
  queryPlayerOfTheSeason,
);
