import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { publicContentAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';
import { personFunctions, playerFunctions } from '@/lib/domain/vocabulary/person-functions';

const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replace(/_/g, ' ');

export const People: CollectionConfig = {
  slug: 'people',
  labels: {
    singular: cmsLabel('People.singular'),
    plural: cmsLabel('People.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'lastName',
    defaultColumns: ['firstName', 'lastName', 'function', 'shirtNumber', 'teams'],
    listSearchableFields: ['firstName', 'lastName'],
  },
  access: publicContentAccess,
  hooks: withSearchIndex(
    'people',
    revalidateCollection(cacheTags.teams, cacheTags.homeHighlights, cacheTags.videos),
  ),
  defaultSort: 'lastName',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true, index: true },
      ],
    },
    {
      name: 'function',
      type: 'select',
      required: true,
      options: personFunctions.map((value) => ({ label: label(value), value })),
    },
    {
      name: 'shirtNumber',
      type: 'number',
      min: 1,
      max: 99,
      admin: { condition: (data) => (playerFunctions as readonly string[]).includes(data?.function) },
    },
    { name: 'teams', type: 'relationship', relationTo: 'teams', hasMany: true, required: true, index: true },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'nationality', type: 'text', admin: { description: 'Two-letter country code, e.g. BE.' } },
    { name: 'birthDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'bio', type: 'textarea', localized: true },
  ],
};
