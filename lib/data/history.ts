import 'server-only';
import { unstable_cache } from 'next/cache';
import { cms } from '@/lib/cms/client';
import type { HistoryChapter as HistoryDoc } from '@/lib/cms/payload-types';
import type { Locale } from '@/lib/i18n/locales';
import { cacheTags } from './cache-tags';
import { slugInLocale } from './localized-slug';

export type HistoryChapterSummary = {
  id: number;
  title: string;
  slug: string;
  period: string;
  summary: string | null;
};

export type HistoryChapter = HistoryChapterSummary & { body: HistoryDoc['body'] };

function toSummary(doc: HistoryDoc): HistoryChapterSummary {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug ?? String(doc.id),
    period: doc.period,
    summary: doc.summary ?? null,
  };
}

const published = { _status: { equals: 'published' } } as const;

/** The published chapters of the club history, in their editorial order. */
export const listHistoryChapters = unstable_cache(
  async (locale: Locale): Promise<HistoryChapterSummary[]> => {
    const payload = await cms();
    const result = await payload.find({
      collection: 'history-chapters',
      locale,
      pagination: false,
      sort: 'order',
      where: published,
      depth: 0,
    });
    return result.docs.map(toSummary);
  },
  ['history-chapters'],
  { tags: [cacheTags.history] },
);

export const findHistoryChapter = unstable_cache(
  async (slug: string, locale: Locale): Promise<HistoryChapter | null> => {
    const payload = await cms();
    const result = await payload.find({
      collection: 'history-chapters',
      locale,
      limit: 1,
      where: { and: [published, { slug: { equals: slug } }] },
      depth: 1,
    });
    const doc = result.docs[0];
    return doc ? { ...toSummary(doc), body: doc.body } : null;
  },
  ['history-chapter'],
  { tags: [cacheTags.history] },
);

/** The chapter's slug in `locale`, from its slug in another language. */
export const findHistorySlugFromOtherLocale = unstable_cache(
  async (slug: string, locale: Locale) => slugInLocale('history-chapters', slug, locale),
  ['history-slug-other-locale'],
  { tags: [cacheTags.history] },
);
