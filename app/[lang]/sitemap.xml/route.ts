import { getSitemapDocuments } from '@/lib/data/sitemap';
import { env } from '@/lib/shared/env';
import { isLocale, locales, type Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { newsItemPath } from '@/lib/domain/news/routes';
import { sitemapScreens } from '@/lib/domain/screens/registry';
import { urlset, type SitemapUrl } from '@/lib/domain/seo/sitemap';
import { PUBLIC_CACHE_CONTROL } from '@/lib/shared/http/cache-control';

/**
 * Built once, regenerated when news or history change (their cache tags). A route handler
 * rather than Next's `sitemap.ts` convention, which does not fit one sitemap per language
 * (SPEC: `sitemap.xml` for each language): Next 16 calls a `sitemap.ts` under `[lang]`
 * without its params, so it cannot know its language, and `generateSitemaps` moves the
 * files to `/sitemap/<id>.xml` and writes no sitemap index.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return locales.map((lang) => ({ lang }));
}

function alternates(pathFor: (locale: Locale) => string | null): SitemapUrl['alternates'] {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const path = pathFor(locale);
      return path ? [[locale, path]] : [];
    }),
  );
}

/** `/{lang}/sitemap.xml`: every public page and published item of one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLocale(lang)) return new Response('Not found', { status: 404 });
  const documents = await getSitemapDocuments();
  const urls: SitemapUrl[] = [
    ...sitemapScreens.map((name) => ({ alternates: alternates((locale) => localizedPath(locale, name)) })),
    ...documents.news.map((item) => ({
      lastModified: item.updatedAt,
      alternates: alternates((locale) => {
        const slug = item.slugs[locale];
        return slug ? newsItemPath(locale, { kind: item.kind, slug }) : null;
      }),
    })),
    ...documents.history.map((chapter) => ({
      lastModified: chapter.updatedAt,
      alternates: alternates((locale) => {
        const slug = chapter.slugs[locale];
        return slug ? localizedPath(locale, 'history-slug', { params: { slug } }) : null;
      }),
    })),
  ];
  return new Response(urlset(lang, urls, env.SITE_URL), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  });
}
