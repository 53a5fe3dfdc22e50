import 'server-only';
import type { Payload } from 'payload';
import type { HistoryChapter as HistoryDoc } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead, previewableRead, visibleTo, type Visibility } from './cached-read';
import { slugInLocale } from './localized-slug';
import { querySearchMetadata, type SearchMetadata } from './search-metadata';

export type HistoryChapterSummary = {
  id: number;
  title: string;
  slug: string;
  period: string;
  summary: string | null;
};

export type HistoryChapter = HistoryChapterSummary & { body: HistoryDoc['body']; metadata: SearchMetadata };

function toSummary(doc: HistoryDoc): HistoryChapterSummary {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug ?? String(doc.id),
    period: doc.period,
    summary: doc.summary ?? null,
  };
}

/** The published chapters of the club history, in their editorial order. */
export async function queryHistoryChapters(
  payload: Payload,
  locale: Locale,
): Promise<HistoryChapterSummary[]> {
  const result = await payload.find({
    collection: 'history-chapters',
    locale,
    pagination: false,
    sort: 'order',
    where: visibleTo('published'),
    depth: 0,
  });
  return result.docs.map(toSummary);
}

export const listHistoryChapters = cachedRead('history-chapters', [cacheTags.history], queryHistoryChapters);

export async function queryHistoryChapter(
  payload: Payload,
  visibility: Visibility,
  slug: string,
  locale: Locale,
): Promise<HistoryChapter | null> {
  const result = await payload.find({
    collection: 'history-chapters',
    locale,
    limit: 1,
    draft: visibility === 'drafts',
    where: visibleTo(visibility, { slug: { equals: slug } }),
    depth: 1,
  });
  const doc = result.docs[0];
  if (!doc) return null;
  const metadata = await querySearchMetadata(payload, 'history-chapters', doc, locale, visibility);
  return { ...toSummary(doc), body: doc.body, metadata };
}

export const findHistoryChapter = previewableRead(
  'history-chapter',
  [cacheTags.history],
  queryHistoryChapter,
);

/** The chapter's slug in `locale`, from its slug in another language. */
export const findHistorySlugFromOtherLocale = cachedRead(
  'history-slug-other-locale',
  [cacheTags.history],
  (payload, slug: string, locale: Locale) => slugInLocale(payload, 'history-chapters', slug, locale),
);
