import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { publicContentAccess } from '../../access';
import { localizedName } from '../../fields/localized-name';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

export const Competitions: CollectionConfig = {
  slug: 'competitions',
  labels: {
    singular: cmsLabel('Competitions.singular'),
    plural: cmsLabel('Competitions.plural'),
  },
  admin: { group: adminGroups.matchesAndTeams, useAsTitle: 'name', defaultColumns: ['name', 'kind'] },
  access: publicContentAccess,
  hooks: revalidateCollection(cacheTags.matches, cacheTags.standings),
  fields: [
    localizedName,
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'League', value: 'league' },
        { label: 'Cup', value: 'cup' },
        { label: 'Friendly', value: 'friendly' },
      ],
    },
  ],
};
