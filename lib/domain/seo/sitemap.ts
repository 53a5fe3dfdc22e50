import { defaultLocale, localeTags, locales, type Locale } from '@/lib/domain/i18n/locales';

/** One URL of a language's sitemap, with its versions in the other languages. */
export type SitemapUrl = { alternates: Partial<Record<Locale, string>>; lastModified?: string };

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<urlset>` of one language with `xhtml:link` hreflang alternates and x-default. */
export function urlset(locale: Locale, urls: SitemapUrl[], origin: string): string {
  const absolute = (path: string) => escape(new URL(path, origin).toString());
  const entries = urls
    .filter((url) => url.alternates[locale])
    .map((url) => {
      const links = locales
        .filter((other) => url.alternates[other])
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${localeTags[other]}" href="${absolute(url.alternates[other]!)}"/>`,
        );
      const fallback = url.alternates[defaultLocale];
      if (fallback)
        links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(fallback)}"/>`);
      return [
        '  <url>',
        `    <loc>${absolute(url.alternates[locale]!)}</loc>`,
        ...(url.lastModified ? [`    <lastmod>${url.lastModified.slice(0, 10)}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndex(paths: string[], origin: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escape(new URL(path, origin).toString())}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
