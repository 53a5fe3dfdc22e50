import 'server-only';
import type { Payload, Where } from 'payload';
import type { VideoProvider } from '@/lib/domain/videos/providers';
import type { Tag } from '@/lib/domain/vocabulary/content-tags';
import type { Video as VideoDoc } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { previewableRead, visibleTo, type Visibility } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

export type VideoPlayerRef = { id: number; name: string };

export type Video = {
  id: number;
  title: string;
  provider: VideoProvider;
  providerId: string;
  thumbnail: Image | null;
  duration: number;
  publishedAt: string;
  players: VideoPlayerRef[];
  tags: Tag[];
};

export type VideoFilters = { player?: number; tag?: Tag };

function toVideo(doc: VideoDoc): Video {
  return {
    id: doc.id,
    title: doc.title,
    provider: doc.provider,
    providerId: doc.providerId,
    thumbnail: toImage(doc.thumbnail, 'card'),
    duration: doc.duration,
    publishedAt: doc.publishedAt,
    players: (doc.players ?? []).flatMap((person) =>
      typeof person === 'number' ? [] : [{ id: person.id, name: `${person.firstName} ${person.lastName}` }],
    ),
    tags: (doc.tags ?? []) as Tag[],
  };
}

/** The channel's videos, newest first, optionally of one player or one tag. */
export async function queryVideos(
  payload: Payload,
  visibility: Visibility,
  locale: Locale,
  filters: VideoFilters,
  limit = 60,
): Promise<Video[]> {
  const where: Where[] = [];
  if (filters.player) where.push({ players: { in: [filters.player] } });
  if (filters.tag) where.push({ tags: { in: [filters.tag] } });
  const result = await payload.find({
    collection: 'videos',
    locale,
    limit,
    sort: ['-publishedAt', '-id'],
    where: visibleTo(visibility, ...where),
    draft: visibility === 'drafts',
    depth: 1,
  });
  return result.docs.map(toVideo);
}

export const listVideos = previewableRead('videos', [cacheTags.videos], queryVideos);

/** Players who appear in at least one video, and the tags in use: the channel's filters. */
export async function queryVideoFilterOptions(
  payload: Payload,
  visibility: Visibility,
  locale: Locale,
): Promise<{ players: VideoPlayerRef[]; tags: Tag[] }> {
  const videos = await queryVideos(payload, visibility, locale, {}, 500);
  const players = new Map(videos.flatMap((video) => video.players.map((player) => [player.id, player])));
  const tags = new Set(videos.flatMap((video) => video.tags));
  return {
    players: [...players.values()].sort((a, b) => a.name.localeCompare(b.name)),
    tags: [...tags].sort(),
  };
}

export const listVideoFilterOptions = previewableRead(
  'video-filters',
  [cacheTags.videos],
  queryVideoFilterOptions,
);
