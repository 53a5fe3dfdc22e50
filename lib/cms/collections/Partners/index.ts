import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { partnerTiers } from '@/lib/domain/vocabulary/partner-tiers';
import { editorialAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { cmsLabel } from '../../labels';

/** A sponsor or partner, shown with its logo in its tier on the partners page. */
export const Partners: CollectionConfig = {
  slug: 'partners',
  labels: {
    singular: cmsLabel('Partners.singular'),
    plural: cmsLabel('Partners.plural'),
  },
  admin: {
    group: adminGroups.ticketingAndBusiness,
    preview: previewButton('partners'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'tier', 'order', '_status'],
    listSearchableFields: ['name'],
  },
  access: editorialAccess,
  versions: editorialVersions,
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
