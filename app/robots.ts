import type { MetadataRoute } from 'next';
import { env } from '@/lib/shared/env';

/** Crawlers read the public site and its sitemaps; the CMS and its API stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: new URL('/sitemap.xml', env.SITE_URL).toString(),
  };
}
