import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { publicContentAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

export const Seasons: CollectionConfig = {
  slug: 'seasons',
  labels: {
    singular: cmsLabel('Seasons.singular'),
    plural: cmsLabel('Seasons.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'name',
    defaultColumns: ['name', 'startsOn', 'current'],
  },
  access: publicContentAccess,
  hooks: revalidateCollection(cacheTags.matches, cacheTags.standings),
  defaultSort: '-startsOn',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, admin: { description: 'e.g. 2026–2027' } },
    { name: 'startsOn', type: 'date', required: true },
    { name: 'endsOn', type: 'date', required: true },
    {
      name: 'current',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'The season the site shows by default.' },
    },
  ],
};
