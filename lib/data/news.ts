import 'server-only';
import type { Payload } from 'payload';
import type { NewsKind } from '@/lib/cms/collections/News';
import { cms } from '@/lib/cms/client';
import type { News as NewsDoc } from '@/lib/cms/payload-types';
import type { Locale } from '@/lib/i18n/locales';
import { cacheTags } from './cache-tags';
import { cachedRead } from './cached-read';
import { slugInLocale } from './localized-slug';

export type NewsSummary = {
  id: number;
  kind: NewsKind;
  title: string;
  slug: string;
  excerpt: string | null;
  publishedAt: string;
};

export type NewsItem = NewsSummary & { body: NewsDoc['body'] };

function toSummary(doc: NewsDoc): NewsSummary {
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    slug: doc.slug ?? String(doc.id),
    excerpt: doc.excerpt ?? null,
    publishedAt: doc.publishedAt,
  };
}

/** Published news, newest first. */
export async function queryLatestNews(
  payload: Payload,
  locale: Locale,
  limit: number,
): Promise<NewsSummary[]> {
  const result = await payload.find({
    collection: 'news',
    locale,
    limit,
    sort: '-publishedAt',
    where: { _status: { equals: 'published' } },
    depth: 0,
  });
  return result.docs.map(toSummary);
}

export const listLatestNews = cachedRead('news-latest', [cacheTags.news], queryLatestNews);

/** One published item of a kind by its slug in this language, or null. */
export async function queryNewsItem(
  payload: Payload,
  kind: NewsKind,
  slug: string,
  locale: Locale,
): Promise<NewsItem | null> {
  const result = await payload.find({
    collection: 'news',
    locale,
    limit: 1,
    where: {
      and: [{ _status: { equals: 'published' } }, { kind: { equals: kind } }, { slug: { equals: slug } }],
    },
    depth: 1,
  });
  const doc = result.docs[0];
  return doc ? { ...toSummary(doc), body: doc.body } : null;
}

export const findNewsItem = cachedRead('news-item', [cacheTags.news], queryNewsItem);

/** The item's slug in `locale`, from its slug in another language (see `slugInLocale`). */
export const findNewsSlugFromOtherLocale = cachedRead(
  'news-slug-other-locale',
  [cacheTags.news],
  (payload, kind: NewsKind, slug: string, locale: Locale) =>
    slugInLocale(payload, 'news', slug, locale, { kind: { equals: kind } }),
);

/** Every published slug per kind and language, for prerendering. */
export async function listNewsSlugs(locale: Locale, kind: NewsKind): Promise<string[]> {
  const payload = await cms();
  const result = await payload.find({
    collection: 'news',
    locale,
    pagination: false,
    where: { and: [{ _status: { equals: 'published' } }, { kind: { equals: kind } }] },
    depth: 0,
    select: { slug: true },
  });
  return result.docs.flatMap((doc) => (doc.slug ? [doc.slug] : []));
}
