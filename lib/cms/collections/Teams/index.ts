import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { teamCategories, teamCategoryLabels } from '@/lib/domain/vocabulary/team-categories';
import { publicContentAccess } from '../../access';
import { localizedName } from '../../fields/localized-name';
import { slugField } from '../../fields/slug';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

export const Teams: CollectionConfig = {
  slug: 'teams',
  labels: {
    singular: cmsLabel('Teams.singular'),
    plural: cmsLabel('Teams.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'order'],
  },
  access: publicContentAccess,
  hooks: withSearchIndex(
    'teams',
    revalidateCollection(cacheTags.teams, cacheTags.matches, cacheTags.standings),
  ),
  defaultSort: 'order',
  fields: [
    localizedName,
    slugField('name'),
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: teamCategories.map((value) => ({ label: teamCategoryLabels[value], value })),
    },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'description', type: 'textarea', localized: true },
  ],
};
