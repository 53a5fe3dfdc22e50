import config from '@payload-config';
import { NotFoundPage } from '@payloadcms/next/views';
import { importMap } from '../importMap';
import { adminMetadata, type AdminPageArgs } from '../metadata';

export const generateMetadata = adminMetadata;

export default function AdminNotFound({ params, searchParams }: AdminPageArgs) {
  return NotFoundPage({ config, params, searchParams, importMap });
}
