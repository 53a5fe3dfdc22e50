import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { editorialAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { cmsLabel } from '../../labels';

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: {
    singular: cmsLabel('Faqs.singular'),
    plural: cmsLabel('Faqs.plural'),
  },
  admin: {
    group: adminGroups.site,
    preview: previewButton('faqs'),
    useAsTitle: 'question',
    defaultColumns: ['question', 'order', '_status'],
    listSearchableFields: ['question'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  hooks: withSearchIndex('faqs', revalidateCollection(cacheTags.faqs)),
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', required: true, admin: { position: 'sidebar' } },
  ],
};
