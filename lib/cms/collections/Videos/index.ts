import type { CollectionConfig } from 'payload';
import { cacheTags } from '../../../data/cache-tags';
import { anyone, authenticated } from '../../access';
import { tagsField } from '../../fields/tags';
import { revalidateCollection } from '../../hooks/revalidate';

export const videoProviders = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof videoProviders)[number];

/** The club video channel (`/sttv`): videos hosted elsewhere, embedded on demand. */
export const Videos: CollectionConfig = {
  slug: 'videos',
  admin: {
    group: 'News & media',
    useAsTitle: 'title',
    defaultColumns: ['title', 'provider', 'publishedAt'],
  },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  hooks: revalidateCollection(cacheTags.videos),
  defaultSort: '-publishedAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          defaultValue: 'youtube',
          options: [
            { label: 'YouTube', value: 'youtube' },
            { label: 'Vimeo', value: 'vimeo' },
          ],
        },
        {
          name: 'providerId',
          type: 'text',
          required: true,
          admin: { description: 'The video id at the provider, e.g. dQw4w9WgXcQ.' },
        },
      ],
    },
    { name: 'thumbnail', type: 'upload', relationTo: 'media', required: true },
    {
      name: 'duration',
      type: 'number',
      min: 1,
      required: true,
      admin: { description: 'In seconds.' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'players', type: 'relationship', relationTo: 'people', hasMany: true, index: true },
    tagsField(),
  ],
};
