import { env } from '@/lib/shared/env';
import { locales } from '@/lib/domain/i18n/locales';
import { sitemapIndex } from '@/lib/domain/seo/sitemap';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

export const dynamic = 'force-static';

/** `/sitemap.xml`: the index of the three language sitemaps. */
export function GET() {
  return new Response(
    sitemapIndex(
      locales.map((locale) => `/${locale}/sitemap.xml`),
      env.SITE_URL,
    ),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
    },
  );
}
