import { RichText } from '@payloadcms/richtext-lexical/react';
import type { Metadata } from 'next';
import { getFormatter } from 'next-intl/server';
import { permanentRedirect } from 'next/navigation';
import { PageFrame } from '@/components/layout/PageFrame';
import type { NewsKind } from '@/lib/cms/collections/News';
import { findNewsItem, findNewsSlugFromOtherLocale, listNewsSlugs } from '@/lib/data/news';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/page-locale';
import { redirectOrNotFound } from '@/lib/redirects/follow';
import { newsItemPath } from './news-routes';

type Props = { params: Promise<{ lang: Locale; slug: string }> };

/**
 * The detail route of one news kind: prerendered for every published slug,
 * rendered on demand (then cached) for newer ones, 404 for unknown slugs.
 */
export function newsDetailRoute(kind: NewsKind) {
  async function generateStaticParams({ params }: { params: { lang: string } }) {
    const slugs = await listNewsSlugs(params.lang as Locale, kind);
    return slugs.map((slug) => ({ slug }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const lang = await pageLocale(params);
    const { slug } = await params;
    const item = await findNewsItem(kind, decodeURIComponent(slug), lang);
    if (!item) return {};
    return {
      title: item.title,
      description: item.excerpt ?? undefined,
      alternates: { canonical: newsItemPath(lang, item) },
      openGraph: { type: 'article', publishedTime: item.publishedAt },
    };
  }

  async function NewsDetailPage({ params }: Props) {
    const lang = await pageLocale(params);
    const { slug: rawSlug } = await params;
    const slug = decodeURIComponent(rawSlug);
    const item = await findNewsItem(kind, slug, lang);
    if (!item) {
      // The same item under its slug in another language: send the visitor to this language's slug.
      const localizedSlug = await findNewsSlugFromOtherLocale(kind, slug, lang);
      if (localizedSlug && localizedSlug !== slug) {
        permanentRedirect(newsItemPath(lang, { kind, slug: localizedSlug }));
      }
      return redirectOrNotFound(newsItemPath(lang, { kind, slug }));
    }
    const format = await getFormatter({ locale: lang });
    return (
      <PageFrame locale={lang} screen="news" title={item.title}>
        <time className="news-detail__date" dateTime={item.publishedAt}>
          {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long', timeStyle: 'short' })}
        </time>
        {item.excerpt && <p className="news-detail__excerpt">{item.excerpt}</p>}
        {item.body && <RichText className="rich-text" data={item.body} />}
      </PageFrame>
    );
  }

  return { generateStaticParams, generateMetadata, NewsDetailPage };
}
