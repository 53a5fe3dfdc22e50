import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { editorialAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { pageKeys } from '../../../domain/screens/registry';
import { cmsLabel } from '../../labels';

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: cmsLabel('Pages.singular'),
    plural: cmsLabel('Pages.plural'),
  },
  admin: {
    group: adminGroups.site,
    preview: previewButton('pages'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'updatedAt', '_status'],
    listSearchableFields: ['title', 'key'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  hooks: withSearchIndex('pages', revalidateCollection(cacheTags.pages)),
  fields: [
    {
      name: 'key',
      type: 'select',
      options: [...pageKeys],
      required: true,
      unique: true,
      index: true,
      // One per screen that shows an editor's text (`page` in the screen registry).
      admin: { description: 'Which screen shows this text.' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A picture shown beside the text, for community pages. Its alt text comes from the media item.',
      },
    },
  ],
};
