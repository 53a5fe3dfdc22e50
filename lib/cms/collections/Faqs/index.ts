import type { CollectionConfig } from 'payload';
import { cacheTags } from '../../../data/cache-tags';
import { anyone, authenticated } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Question', plural: 'FAQ' },
  admin: { group: 'Pages', useAsTitle: 'question', defaultColumns: ['question', 'order'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection(cacheTags.faqs),
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', required: true, admin: { position: 'sidebar' } },
  ],
};
