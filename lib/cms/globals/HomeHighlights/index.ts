import type { GlobalConfig } from 'payload';
import { cacheTags } from '../../../data/cache-tags';
import { anyone, authenticated } from '../../access';
import { revalidateGlobal } from '../../hooks/revalidate';

/** What home shows besides matches and news; the points come from the standings. */
export const HomeHighlights: GlobalConfig = {
  slug: 'home-highlights',
  label: 'Home highlights',
  admin: { group: 'Matches & teams' },
  access: { read: anyone, update: authenticated },
  hooks: revalidateGlobal(cacheTags.homeHighlights),
  fields: [
    { name: 'playerOfTheSeason', type: 'relationship', relationTo: 'people' },
    { name: 'playerOfTheSeasonNote', type: 'textarea', localized: true },
  ],
};
