import type { CollectionConfig } from 'payload';
import { cacheTags } from '../../../data/cache-tags';
import { anyone, authenticated } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';

/** A supporters' club: its clubhouse, chairman and whether it runs a bus to away games. */
export const FanClubs: CollectionConfig = {
  slug: 'fan-clubs',
  labels: { singular: 'Fan club', plural: 'Fan clubs' },
  admin: { group: 'Community', useAsTitle: 'name', defaultColumns: ['name', 'town', 'busTrip'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
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
