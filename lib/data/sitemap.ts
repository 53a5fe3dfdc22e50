import 'server-only';
import type { Payload } from 'payload';
import type { NewsKind } from '@/lib/cms/collections/News';
import { locales, type Locale } from '@/lib/i18n/locales';
import { cacheTags } from './cache-tags';
import { cachedRead } from './cached-read';

export type LocalizedDocument = { slugs: Partial<Record<Locale, string>>; updatedAt: string };
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
    news: news.docs.map((doc) => ({ kind: doc.kind, slugs: slugsOf(doc.slug), updatedAt: doc.updatedAt })),
    history: history.docs.map((doc) => ({ slugs: slugsOf(doc.slug), updatedAt: doc.updatedAt })),
  };
}

export const getSitemapDocuments = cachedRead(
  'sitemap-documents',
  [cacheTags.news, cacheTags.history],
  querySitemapDocuments,
);
