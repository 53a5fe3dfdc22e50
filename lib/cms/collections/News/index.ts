import type { CollectionConfig } from 'payload';
import { authenticated, authenticatedOrPublished } from '../../access';
import { slugField } from '../../fields/slug';

/** The four kinds of SPEC §2's news detail table, each with its own public path. */
export const newsKinds = ['article', 'gamereport', 'gamegallery', 'esports-article'] as const;
export type NewsKind = (typeof newsKinds)[number];

export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News item', plural: 'News' },
  admin: {
    group: 'News & media',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'publishedAt', '_status'],
  },
  access: {
    read: authenticatedOrPublished,
    create: authenticated,
    update: authenticated,
    delete: authenticated,
  },
  versions: { drafts: true },
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'article',
      options: [
        { label: 'Article', value: 'article' },
        { label: 'Match report', value: 'gamereport' },
        { label: 'Photo album', value: 'gamegallery' },
        { label: 'Esports article', value: 'esports-article' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
};
