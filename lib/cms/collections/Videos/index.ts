import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { videoProviderNames, videoProviders } from '@/lib/domain/videos/providers';
import { editorialAccess } from '../../access';
import { tagsField } from '../../fields/content-tags-field';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { cmsLabel } from '../../labels';

/** The club video channel (`/sttv`): videos hosted elsewhere, embedded on demand. */
export const Videos: CollectionConfig = {
  slug: 'videos',
  labels: {
    singular: cmsLabel('Videos.singular'),
    plural: cmsLabel('Videos.plural'),
  },
  admin: {
    group: adminGroups.newsAndMedia,
    preview: previewButton('videos'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'provider', 'publishedAt', '_status'],
    listSearchableFields: ['title', 'providerId'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  hooks: withSearchIndex('videos', revalidateCollection(cacheTags.videos)),
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
          options: videoProviders.map((value) => ({ label: videoProviderNames[value], value })),
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
