import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { env } from '../../../shared/env';
import { publicContentAccess } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateUploads } from '../../hooks/revalidate';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';
import { missingFileIsNotFound } from './missing-file';
import { cmsLabel } from '../../labels';

// Uploaded files live outside git, by default beside the SQLite database.
const staticDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR);

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: cmsLabel('Media.singular'),
    plural: cmsLabel('Media.plural'),
  },
  admin: { group: adminGroups.newsAndMedia, defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: publicContentAccess,
  // Images and files show across the site; the redirects are the one read that holds none.
  hooks: revalidateUploads(...Object.values(cacheTags).filter((tag) => tag !== cacheTags.redirects)),
  upload: {
    staticDir,
    handlers: env.S3_BUCKET ? [] : [missingFileIsNotFound(staticDir)],
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    // Every visitor may read them, as they may read a page: the front keeps a copy by the
    // same words. Sent without them, the crest a page names went to an instance for every
    // visitor, and a stadium behind one address met the front's limit on what reaches one.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
      return headers;
    },
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'What the image shows, for visitors who cannot see it.' },
    },
  ],
};
