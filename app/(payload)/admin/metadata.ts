import config from '@payload-config';
import { generatePageMetadata } from '@payloadcms/next/views';
import type { Metadata } from 'next';
import { env } from '@/lib/shared/env';

export type AdminPageArgs = {
  params: Promise<{ segments: string[] }>;
  searchParams: Promise<{ [key: string]: string | string[] }>;
};

/**
 * Payload's meta tags of an admin screen, with its addresses on SITE_URL. Payload bases
 * them on its serverURL, which the config leaves unset on purpose (lib/cms/payload.config.ts),
 * and falls back to `http://localhost:$PORT`: the instance's internal address
 * (`http://localhost:3201` behind the front cache), which no browser can reach.
 */
export async function adminMetadata({ params, searchParams }: AdminPageArgs): Promise<Metadata> {
  const metadata = await generatePageMetadata({ config, params, searchParams });
  return { ...metadata, metadataBase: new URL(env.SITE_URL) };
}
