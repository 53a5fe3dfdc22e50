import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { editorialAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { cmsLabel } from '../../labels';

/** A supporters' club: its clubhouse, chairman and whether it runs a bus to away games. */
export const FanClubs: CollectionConfig = {
  slug: 'fan-clubs',
  labels: {
    singular: cmsLabel('FanClubs.singular'),
    plural: cmsLabel('FanClubs.plural'),
  },
  admin: {
    group: adminGroups.community,
    preview: previewButton('fan-clubs'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'town', 'busTrip', '_status'],
    listSearchableFields: ['name', 'town'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  hooks: revalidateCollection(cacheTags.fanClubs),
  defaultSort: 'name',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'town', type: 'text', required: true },
    {
      name: 'clubhouse',
      type: 'text',
      required: true,
      admin: { description: 'Name and address of the clubhouse.' },
    },
    { name: 'chairman', type: 'text', required: true },
    { name: 'busTrip', type: 'checkbox', defaultValue: false, label: 'Runs a bus to away games' },
  ],
};
