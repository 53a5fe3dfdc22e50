import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { publicContentAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

/** SPEC §3: a training supporters may watch (date, training, place; the day follows from the date). */
export const OpenTrainings: CollectionConfig = {
  slug: 'open-trainings',
  labels: {
    singular: cmsLabel('OpenTrainings.singular'),
    plural: cmsLabel('OpenTrainings.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'training',
    defaultColumns: ['startsAt', 'training', 'place'],
  },
  access: publicContentAccess,
  hooks: revalidateCollection(cacheTags.openTrainings),
  defaultSort: 'startsAt',
  fields: [
    {
      name: 'startsAt',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' } },
    },
    { name: 'training', type: 'text', required: true, localized: true },
    { name: 'place', type: 'text', required: true },
  ],
};
