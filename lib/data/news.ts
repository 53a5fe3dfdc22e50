import 'server-only';
import type { Payload, Where } from 'payload';
import type { NewsKind } from '@/lib/domain/news/kinds';
import { cms } from '@/lib/cms/client';
import type { Tag } from '@/lib/domain/vocabulary/content-tags';
import type { Club, News as NewsDoc } from '@/lib/generated/payload-types';
import { queryClubIdentity } from '@/lib/data/club-identity';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead, previewableRead, visibleTo, type Visibility } from './cached-read';
import { slugInLocale } from './localized-slug';
import { toImage, type Image } from '../domain/content/image';
import { querySearchMetadata, type SearchMetadata } from './search-metadata';

export type NewsSummary = {
  id: number;
  kind: NewsKind;
  title: string;
  slug: string;
  excerpt: string | null;
  publishedAt: string;
  image: Image | null;
  tags: Tag[];
  hot: boolean;
};

export type GalleryPhoto = { id: string; thumb: Image; full: Image; caption: string | null };

export type MatchInfo = {
  home: string;
  away: string;
  score: { home: number; away: number } | null;
  kickoff: string;
};

export type NewsItem = NewsSummary & {
  body: NewsDoc['body'];
  author: string | null;
  hero: Image | null;
  photos: GalleryPhoto[];
  match: MatchInfo | null;
  updatedAt: string;
  metadata: SearchMetadata;
};

export type NewsPage = { items: NewsSummary[]; page: number; hasMore: boolean; total: number };

type SummaryDoc = Pick<
  NewsDoc,
  'id' | 'kind' | 'title' | 'slug' | 'excerpt' | 'publishedAt' | 'heroImage' | 'tags' | 'hot'
>;

function toSummary(doc: SummaryDoc): NewsSummary {
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    slug: doc.slug ?? String(doc.id),
    excerpt: doc.excerpt ?? null,
    publishedAt: doc.publishedAt,
    image: toImage(doc.heroImage, 'card'),
    tags: (doc.tags ?? []) as Tag[],
    hot: Boolean(doc.hot),
  };
}

/** The fields a card needs, nothing of the body or the photos. */
const summaryFields = {
  kind: true,
  title: true,
  slug: true,
  excerpt: true,
  publishedAt: true,
  heroImage: true,
  tags: true,
  hot: true,
} as const;

async function findSummaries(
  payload: Payload,
  locale: Locale,
  where: Where,
  { limit, page = 1 }: { limit: number; page?: number },
) {
  return payload.find({
    collection: 'news',
    locale,
    limit,
    page,
    sort: ['-publishedAt', '-id'],
    where: visibleTo('published', where),
    depth: 1,
    joins: false,
    select: summaryFields,
  });
}

/** Published news, newest first. */
export async function queryLatestNews(
  payload: Payload,
  locale: Locale,
  limit: number,
): Promise<NewsSummary[]> {
  return (await findSummaries(payload, locale, {}, { limit })).docs.map(toSummary);
}

export const listLatestNews = cachedRead('news-latest', [cacheTags.news], queryLatestNews);

/**
 * One page of the news list, newest first, of the given kinds (all when none).
 * `limit` lets the page render pages 1…n at once for a visitor without JavaScript.
 */
export async function queryNewsPage(
  payload: Payload,
  locale: Locale,
  { kinds, page, limit }: { kinds: NewsKind[]; page: number; limit: number },
): Promise<NewsPage> {
  const where: Where = kinds.length ? { kind: { in: kinds } } : {};
  const result = await findSummaries(payload, locale, where, { limit, page });
  return {
    items: result.docs.map(toSummary),
    page: result.page ?? page,
    hasMore: result.hasNextPage,
    total: result.totalDocs,
  };
}

export const listNewsPage = cachedRead('news-page', [cacheTags.news], queryNewsPage);

/** Items an editor flagged: "hot news" beside the list, "highlighted" on the home page. */
export async function queryFlaggedNews(
  payload: Payload,
  locale: Locale,
  flag: 'hot' | 'highlighted',
  limit: number,
): Promise<NewsSummary[]> {
  return (await findSummaries(payload, locale, { [flag]: { equals: true } }, { limit })).docs.map(toSummary);
}

export const listFlaggedNews = cachedRead('news-flagged', [cacheTags.news], queryFlaggedNews);

/** Newest items of the same kind or sharing a tag, the item itself left out. */
export async function queryRelatedNews(
  payload: Payload,
  locale: Locale,
  item: { id: number; kind: NewsKind; tags: Tag[] },
  limit: number,
): Promise<NewsSummary[]> {
  const alike: Where[] = [{ kind: { equals: item.kind } }];
  if (item.tags.length) alike.push({ tags: { in: item.tags } });
  const where: Where = { and: [{ id: { not_equals: item.id } }, { or: alike }] };
  return (await findSummaries(payload, locale, where, { limit })).docs.map(toSummary);
}

export const listRelatedNews = cachedRead('news-related', [cacheTags.news], queryRelatedNews);

function matchInfo(
  ourName: string,
  doc: {
  isHome?: boolean | null;
  opponent: number | Club;
  kickoff: string;
  score?: { home?: number | null; away?: number | null } | null;
  },
): MatchInfo | null {
  if (typeof doc.opponent === 'number') return null;
  const [home, away] = doc.isHome ? [ourName, doc.opponent.name] : [doc.opponent.name, ourName];
  const score =
    doc.score?.home != null && doc.score?.away != null
      ? { home: doc.score.home, away: doc.score.away }
      : null;
  return { home, away, score, kickoff: doc.kickoff };
}

/** The match a report or gallery is about: the match holds the link. */
async function matchOf(payload: Payload, locale: Locale, doc: NewsDoc): Promise<MatchInfo | null> {
  if (doc.kind !== 'gamereport' && doc.kind !== 'gamegallery') return null;
  const field = doc.kind === 'gamereport' ? 'report' : 'gallery';
  const result = await payload.find({
    collection: 'matches',
    locale,
    limit: 1,
    depth: 1,
    where: { [field]: { equals: doc.id } },
    select: { isHome: true, opponent: true, kickoff: true, score: true },
  });
  if (!result.docs[0]) return null;
  return matchInfo((await queryClubIdentity(payload, locale)).name, result.docs[0]);
}

/** One item of a kind by its slug in this language (its latest draft in a preview), or null. */
export async function queryNewsItem(
  payload: Payload,
  visibility: Visibility,
  kind: NewsKind,
  slug: string,
  locale: Locale,
): Promise<NewsItem | null> {
  const result = await payload.find({
    collection: 'news',
    locale,
    limit: 1,
    draft: visibility === 'drafts',
    where: visibleTo(visibility, { kind: { equals: kind } }, { slug: { equals: slug } }),
    depth: 1,
    joins: false,
  });
  const doc = result.docs[0];
  if (!doc) return null;
  const photos = (doc.photos ?? []).flatMap((photo, index) => {
    const thumb = toImage(photo.image, 'card');
    const full = toImage(photo.image, 'hero');
    return thumb && full
      ? [{ id: photo.id ?? String(index), thumb, full, caption: photo.caption ?? null }]
      : [];
  });
  return {
    ...toSummary(doc),
    body: doc.body,
    author: doc.author ?? null,
    hero: toImage(doc.heroImage, 'hero'),
    photos,
    match: await matchOf(payload, locale, doc),
    updatedAt: doc.updatedAt,
    metadata: await querySearchMetadata(payload, 'news', doc, locale, visibility),
  };
}

export const findNewsItem = previewableRead(
  'news-item',
  [cacheTags.news, cacheTags.clubSettings],
  queryNewsItem,
);

/** A published item's kind and search title, which its Open Graph card shows. */
export async function queryNewsCard(
  payload: Payload,
  id: number,
  locale: Locale,
): Promise<{ kind: NewsKind; title: string } | null> {
  const { docs } = await payload.find({
    collection: 'news',
    locale,
    limit: 1,
    depth: 0,
    where: visibleTo('published', { id: { equals: id } }),
    select: { title: true, kind: true },
  });
  const doc = docs[0];
  if (!doc) return null;
  const { title } = await querySearchMetadata(payload, 'news', doc, locale, 'published');
  return { kind: doc.kind, title };
}

export const findNewsCard = cachedRead('news-card', [cacheTags.news], queryNewsCard);

/** The item's slug in `locale`, from its slug in another language (see `slugInLocale`). */
export const findNewsSlugFromOtherLocale = cachedRead(
  'news-slug-other-locale',
  [cacheTags.news],
  (payload, kind: NewsKind, slug: string, locale: Locale) =>
    slugInLocale(payload, 'news', slug, locale, { kind: { equals: kind } }),
);

/** The current slug of an item an editor renamed, from one of its previous slugs. */
export async function querySlugOfRenamed(
  payload: Payload,
  kind: NewsKind,
  slug: string,
  locale: Locale,
): Promise<string | null> {
  const result = await payload.find({
    collection: 'news',
    locale,
    limit: 1,
    depth: 0,
    where: visibleTo('published', { kind: { equals: kind } }, { previousSlugs: { in: [slug] } }),
    select: { slug: true },
  });
  return result.docs[0]?.slug ?? null;
}

export const findSlugOfRenamed = cachedRead('news-renamed', [cacheTags.news], querySlugOfRenamed);

/** Every published slug per kind and language, for prerendering. */
export async function listNewsSlugs(locale: Locale, kind: NewsKind): Promise<string[]> {
  const payload = await cms();
  const result = await payload.find({
    collection: 'news',
    locale,
    pagination: false,
    where: visibleTo('published', { kind: { equals: kind } }),
    depth: 0,
    select: { slug: true },
  });
  return result.docs.flatMap((doc) => (doc.slug ? [doc.slug] : []));
}
