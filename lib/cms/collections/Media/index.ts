import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { anyone, authenticated } from '../../access';

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'News & media', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: authenticated, update: authenticated, delete: authenticated },
  upload: {
    // Uploaded files live beside the database, outside git.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'data', 'media'),
    mimeTypes: ['image/*', 'application/pdf'],
    imageSizes: [
      { name: 'thumbnail', width: 320 },
      { name: 'card', width: 768 },
      { name: 'hero', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
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
