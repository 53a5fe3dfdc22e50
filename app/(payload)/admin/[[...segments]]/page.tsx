import config from '@payload-config';
import { RootPage } from '@payloadcms/next/views';
import { importMap } from '../importMap';
import { adminMetadata, type AdminPageArgs } from '../metadata';

export const generateMetadata = adminMetadata;

export default function AdminPage({ params, searchParams }: AdminPageArgs) {
  return RootPage({ config, params, searchParams, importMap });
}
