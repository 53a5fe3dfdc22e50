import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { editorialAccess } from '../../access';
import { slugField } from '../../fields/slug';
import { tagsField } from '../../fields/content-tags-field';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { keepPreviousSlugs } from './hooks/keep-previous-slugs';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { newsKindOptions, type NewsKind } from '../../../domain/news/kinds';
import { cmsLabel } from '../../labels';

const isKind =
  (...kinds: NewsKind[]) =>
  (data: { kind?: NewsKind }) =>
    Boolean(data?.kind && kinds.includes(data.kind));

export const News: CollectionConfig = {
  slug: 'news',
  labels: {
    singular: cmsLabel('News.singular'),
    plural: cmsLabel('News.plural'),
  },
  admin: {
    group: adminGroups.newsAndMedia,
    preview: previewButton('news'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'publishedAt', 'highlighted', 'hot', '_status'],
    listSearchableFields: ['title', 'slug', 'author'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  defaultSort: '-publishedAt',
  // Publishing, unpublishing, renaming or deleting an item expires every news read.
  hooks: {
    ...withSearchIndex('news', revalidateCollection(cacheTags.news)),
    beforeChange: [keepPreviousSlugs],
  },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    {
      // Old slugs of every language in one list: a localized hasMany text cannot be
      // queried on SQLite (Payload 3.90), and an old slug leads to the item in any case.
      name: 'previousSlugs',
      type: 'text',
      hasMany: true,
      admin: { hidden: true },
    },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'article',
      index: true,
      options: newsKindOptions.map((option) => ({ ...option })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'author', type: 'text', admin: { position: 'sidebar' } },
    tagsField(),
    {
      name: 'highlighted',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Shown on the home page.' },
    },
    {
      name: 'hot',
      type: 'checkbox',
      label: 'Hot news',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Listed under "Hot news" beside the news list.' },
    },
    { name: 'heroImage', type: 'upload', relationTo: 'media' },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'photos',
      type: 'array',
      admin: { condition: isKind('gamegallery'), description: 'Shown in this order.' },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'caption', type: 'text', localized: true },
      ],
    },
    // The match holds the link (Matches → report / gallery); these show it from this side.
    {
      name: 'reportOf',
      type: 'join',
      collection: 'matches',
      on: 'report',
      admin: { condition: isKind('gamereport') },
    },
    {
      name: 'galleryOf',
      type: 'join',
      collection: 'matches',
      on: 'gallery',
      admin: { condition: isKind('gamegallery') },
    },
  ],
};
