import type { CollectionConfig } from 'payload';
import { cacheTags } from '../../../data/cache-tags';
import { anyone, authenticated } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';

export const partnerTiers = ['main', 'business', 'media', 'local-hero'] as const;
export type PartnerTier = (typeof partnerTiers)[number];

/** A sponsor or partner, shown with its logo in its tier on the partners page. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  admin: { group: 'Business', useAsTitle: 'name', defaultColumns: ['name', 'tier', 'order'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection(cacheTags.partners),
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'tier', type: 'select', options: [...partnerTiers], required: true, index: true },
    { name: 'url', type: 'text', required: true },
    { name: 'logo', type: 'upload', relationTo: 'media', required: true },
    { name: 'order', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
  ],
};
