import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { publicContentAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

/** Opponents, and our own club (so standings can list every club alike). */
export const Clubs: CollectionConfig = {
  slug: 'clubs',
  labels: {
    singular: cmsLabel('Clubs.singular'),
    plural: cmsLabel('Clubs.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'name',
    defaultColumns: ['name', 'shortName', 'city', 'isOwnClub'],
  },
  access: publicContentAccess,
  hooks: revalidateCollection(cacheTags.matches, cacheTags.standings),
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'shortName', type: 'text', required: true, admin: { description: 'Three or four letters.' } },
    { name: 'city', type: 'text' },
    { name: 'stadium', type: 'text' },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'isOwnClub', type: 'checkbox', defaultValue: false, label: 'This is our club' },
  ],
};
