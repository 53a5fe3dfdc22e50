import { redirectsPlugin } from '@payloadcms/plugin-redirects';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';
import { env } from '../shared/env';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { adminsOnly, contentWriters } from './access';
import { anonymousReadCaps } from './anonymous-reads';
import { adminGroups } from './admin/groups';
import { editorialSeo } from './editorial-seo';
import { revalidateCollection } from './hooks/revalidate';

/** Every CMS plugin, configured in one place. */
export const plugins: Plugin[] = [
  // Editors' redirects for moved or removed pages (SPEC §4, §7): answered by the
  // server with their real status, and by POST /api/redirect for the 404 page.
  redirectsPlugin({
    collections: ['news', 'history-chapters'],
    redirectTypes: ['301', '302', '307', '308'],
    overrides: {
      admin: { group: adminGroups.site, defaultColumns: ['from', 'to.type', 'type'] },
      access: { read: contentWriters, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
      hooks: revalidateCollection(cacheTags.redirects),
    },
  }),
  // Editors' search title, description and share image per language, with a snippet preview.
  editorialSeo(),
  // Several servers: uploads in an S3-compatible store every instance reads
  // (docs/several-servers.md "Uploads"); one server keeps them in MEDIA_DIR. Files are still
  // served through /api/media/file/…, with the CMS's access rules, from any instance.
  mediaInObjectStorage(),
  // Last, so that it caps every collection, the plugins' own included.
  anonymousReadCaps(),
];

function mediaInObjectStorage(): Plugin {
  return s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    // The storage fields exist either way, so one schema and one set of migrations serve both.
    alwaysInsertFields: true,
    collections: { media: true },
    bucket: env.S3_BUCKET ?? '',
    config: objectStoreConfig(),
  });
}

/** How this site reaches its object store (S3_*): the media plugin's, and the readiness check's. */
export function objectStoreConfig(): S3ClientConfig {
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    // Self-hosted stores (MinIO, Garage, Ceph) name the bucket in the path.
    forcePathStyle: Boolean(env.S3_ENDPOINT),
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    },
    // Checksums only where S3 requires them: stores other than AWS's own do not all
    // understand the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}
