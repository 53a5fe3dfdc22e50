import { describe, expect, it } from 'vitest';
import {
  queryFlaggedNews,
  queryLatestNews,
  queryNewsItem,
  queryNewsPage,
  queryRelatedNews,
  querySlugOfRenamed,
} from '@/lib/data/news';
import { queryVideoFilterOptions, queryVideos } from '@/lib/data/videos';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();
const context = { disableRevalidate: true };

const isNewestFirst = (dates: string[]) =>
  dates.every((date, i) => i === 0 || new Date(dates[i - 1]) >= new Date(date));

describe('news queries', () => {
  it('lists every kind newest first, in pages', async () => {
    const first = await queryNewsPage(cms(), 'nl', { kinds: [], page: 1, limit: 12 });
    const second = await queryNewsPage(cms(), 'nl', { kinds: [], page: 2, limit: 12 });
    expect(first.total).toBe(42);
    expect(first.hasMore).toBe(true);
    expect(first.items).toHaveLength(12);
    const both = [...first.items, ...second.items];
    expect(new Set(both.map((item) => item.id)).size).toBe(24);
    expect(isNewestFirst(both.map((item) => item.publishedAt))).toBe(true);
    // Pages 1…2 at once (a visitor without JavaScript) give the same items.
    const upToTwo = await queryNewsPage(cms(), 'nl', { kinds: [], page: 1, limit: 24 });
    expect(upToTwo.items.map((item) => item.id)).toEqual(both.map((item) => item.id));
    const last = await queryNewsPage(cms(), 'nl', { kinds: [], page: 4, limit: 12 });
    expect(last.items).toHaveLength(6);
    expect(last.hasMore).toBe(false);
  });

  it('filters by kind', async () => {
    const galleries = await queryNewsPage(cms(), 'fr', { kinds: ['gamegallery'], page: 1, limit: 50 });
    expect(galleries.total).toBe(6);
    expect(galleries.items.every((item) => item.kind === 'gamegallery')).toBe(true);
    const two = await queryNewsPage(cms(), 'fr', {
      kinds: ['gamereport', 'esports-article'],
      page: 1,
      limit: 50,
    });
    expect(new Set(two.items.map((item) => item.kind))).toEqual(new Set(['gamereport', 'esports-article']));
  });

  it('returns flagged, related and detailed items with site-relative images', async () => {
    const hot = await queryFlaggedNews(cms(), 'en', 'hot', 10);
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((item) => item.hot)).toBe(true);
    const [gallery] = (await queryNewsPage(cms(), 'en', { kinds: ['gamegallery'], page: 1, limit: 1 })).items;
    const item = (await queryNewsItem(cms(), 'published', 'gamegallery', gallery.slug, 'en'))!;
    expect(item.photos.length).toBeGreaterThanOrEqual(10);
    expect(item.photos.every((photo) => photo.full.url.startsWith('/') && photo.caption)).toBe(true);
    expect(item.hero?.url).toMatch(/^\//);
    expect(item.match).toMatchObject({ home: 'KVC Westhoek', away: 'KSC Leiedal' });
    const related = await queryRelatedNews(cms(), 'en', item, 3);
    expect(related).toHaveLength(3);
    expect(related.map((other) => other.id)).not.toContain(item.id);
  });

  it('never shows drafts, and redirects a renamed slug', async () => {
    const [latest] = await queryLatestNews(cms(), 'en', 1);
    const draft = await cms().create({
      collection: 'news',
      locale: 'en',
      draft: true,
      data: {
        title: 'Secret transfer',
        kind: 'article',
        publishedAt: new Date().toISOString(),
        _status: 'draft',
      },
      context,
    });
    try {
      expect((await queryLatestNews(cms(), 'en', 1))[0].id).toBe(latest.id);
      expect(await queryNewsItem(cms(), 'published', 'article', 'secret-transfer', 'en')).toBeNull();
      expect((await queryNewsPage(cms(), 'en', { kinds: [], page: 1, limit: 100 })).total).toBe(42);

      // Publishing makes it public; renaming it keeps the old slug for a redirect.
      await cms().update({
        collection: 'news',
        id: draft.id,
        locale: 'en',
        data: { _status: 'published' },
        context,
      });
      expect(await queryNewsItem(cms(), 'published', 'article', 'secret-transfer', 'en')).not.toBeNull();
      await cms().update({
        collection: 'news',
        id: draft.id,
        locale: 'en',
        data: { slug: 'big-transfer' },
        context,
      });
      expect(await queryNewsItem(cms(), 'published', 'article', 'secret-transfer', 'en')).toBeNull();
      expect(await querySlugOfRenamed(cms(), 'article', 'secret-transfer', 'en')).toBe('big-transfer');

      // Unpublished again, neither slug answers.
      await cms().update({
        collection: 'news',
        id: draft.id,
        locale: 'en',
        data: { _status: 'draft' },
        context,
      });
      expect(await queryNewsItem(cms(), 'published', 'article', 'big-transfer', 'en')).toBeNull();
      expect(await querySlugOfRenamed(cms(), 'article', 'secret-transfer', 'en')).toBeNull();
    } finally {
      await cms().delete({ collection: 'news', id: draft.id, context });
    }
  });
});

describe('video queries', () => {
  it('lists videos newest first, by player and by tag', async () => {
    const all = await queryVideos(cms(), 'published', 'nl', {});
    expect(all).toHaveLength(22);
    expect(isNewestFirst(all.map((video) => video.publishedAt))).toBe(true);
    expect(all.every((video) => video.thumbnail?.url.startsWith('/'))).toBe(true);

    const options = await queryVideoFilterOptions(cms(), 'published', 'nl');
    expect(options.tags).toContain('interview');
    const player = options.players[0];
    const withPlayer = await queryVideos(cms(), 'published', 'nl', { player: player.id });
    expect(withPlayer.length).toBeGreaterThan(0);
    expect(withPlayer.every((video) => video.players.some((p) => p.id === player.id))).toBe(true);
    const interviews = await queryVideos(cms(), 'published', 'nl', { tag: 'interview' });
    expect(interviews.length).toBeGreaterThan(0);
    expect(interviews.every((video) => video.tags.includes('interview'))).toBe(true);
  });
});
