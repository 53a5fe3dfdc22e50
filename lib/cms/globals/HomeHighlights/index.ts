import type { GlobalConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { anyone, contentWriters } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateGlobal } from '../../hooks/revalidate';
import { cmsLabel } from '../../labels';

/** What home shows besides matches and news; the points come from the standings. */
export const HomeHighlights: GlobalConfig = {
  slug: 'home-highlights',
  label: cmsLabel('HomeHighlights.label'),
  admin: { group: adminGroups.matchesAndTeams },
  access: { read: anyone, update: contentWriters },
  hooks: revalidateGlobal(cacheTags.homeHighlights),
  fields: [
    { name: 'playerOfTheSeason', type: 'relationship', relationTo: 'people' },
    { name: 'playerOfTheSeasonNote', type: 'textarea', localized: true },
  ],
};
