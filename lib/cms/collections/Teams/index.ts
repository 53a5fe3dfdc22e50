import type { CollectionConfig } from 'payload';
import { cacheTags } from '../../../data/cache-tags';
import { publicContentAccess } from '../../access';
import { localizedName } from '../../fields/localized-name';
import { slugField } from '../../fields/slug';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';

/** The categories of SPEC §1, each with its own place on the teams screens. */
export const teamCategories = [
  'first_team',
  'promises',
  'youth',
  'ladies',
  'g_football',
  'esports',
  'referee_academy',
] as const;
export type TeamCategory = (typeof teamCategories)[number];

export const Teams: CollectionConfig = {
  slug: 'teams',
  labels: {
    singular: { en: 'Team', nl: 'Ploeg', fr: 'Équipe' },
    plural: { en: 'Teams', nl: 'Ploegen', fr: 'Équipes' },
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'order'],
  },
  access: publicContentAccess,
  hooks: revalidateCollection(cacheTags.teams, cacheTags.matches, cacheTags.standings),
  defaultSort: 'order',
  fields: [
    localizedName,
    slugField('name'),
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'First team', value: 'first_team' },
        { label: 'Promises', value: 'promises' },
        { label: 'Youth', value: 'youth' },
        { label: 'Ladies', value: 'ladies' },
        { label: 'G-football', value: 'g_football' },
        { label: 'Esports', value: 'esports' },
        { label: 'Referee academy', value: 'referee_academy' },
      ],
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true },
  ],
};
