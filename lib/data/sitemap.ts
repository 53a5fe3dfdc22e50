import 'server-only';
import type { Payload } from 'payload';
import type { NewsKind } from '@/lib/domain/news/kinds';
import { locales, type Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';

export type LocalizedDocument = { id: number; slugs: Partial<Record<Locale, string>>; updatedAt: string };
export type SitemapDocuments = {
  news: (LocalizedDocument & { kind: NewsKind })[];
  history: LocalizedDocument[];
};

function slugsOf(slug: unknown): Partial<Record<Locale, string>> {
  const all = (slug ?? {}) as Record<string, string | null>;
  return Object.fromEntries(locales.flatMap((locale) => (all[locale] ? [[locale, all[locale]]] : [])));
}

/** Every published news item and history chapter with its slug in each language. */
export async function querySitemapDocuments(payload: Payload): Promise<SitemapDocuments> {
  const published = { _status: { equals: 'published' } } as const;
  const [news, history] = await Promise.all([
    payload.find({ collection: 'news', locale: 'all', where: published, pagination: false, depth: 0 }),
    payload.find({
      collection: 'history-chapters',
      locale: 'all',
      where: published,
      pagination: false,
      depth: 0,
    }),
  ]);
  return {
    news: news.docs.map((doc) => ({
      id: doc.id,
      kind: doc.kind,
      slugs: slugsOf(doc.slug),
      updatedAt: doc.updatedAt,
    })),
    history: history.docs.map((doc) => ({ id: doc.id, slugs: slugsOf(doc.slug), updatedAt: doc.updatedAt })),
  };
}

export const getSitemapDocuments = cachedRead(
  'sitemap-documents',
  [cacheTags.news, cacheTags.history],
  querySitemapDocuments,
);

/**
 * A published item's slug in each language, for its page's hreflang alternates:
 * the same list the sitemaps are made of, so the two always agree. A draft seen
 * in a preview is not in it and gets none.
 */
export async function findLocalizedSlugs(
  collection: 'news' | 'history',
  id: number,
): Promise<Partial<Record<Locale, string>>> {
  const documents = await getSitemapDocuments();
  return documents[collection].find((document) => document.id === id)?.slugs ?? {};
}
