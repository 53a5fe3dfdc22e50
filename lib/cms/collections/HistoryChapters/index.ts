import type { CollectionConfig } from 'payload';
import { authenticated, authenticatedOrPublished } from '../../access';
import { slugField } from '../../fields/slug';

/** A chapter of the club history, with its own detail page (`history/{slug}`). */
export const HistoryChapters: CollectionConfig = {
  slug: 'history-chapters',
  labels: { singular: 'History chapter', plural: 'History chapters' },
  admin: { group: 'Community', useAsTitle: 'title', defaultColumns: ['title', 'period', 'order'] },
  access: {
    read: authenticatedOrPublished,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: { drafts: true },
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'period', type: 'text', required: true, admin: { description: 'e.g. 1922–1945' } },
    { name: 'order', type: 'number', required: true, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
};
