import { describe, expect, it } from 'vitest';
import { seed } from '@/lib/cms/seed';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

async function counts() {
  const [users, news, history] = await Promise.all([
    cms().count({ collection: 'users' }),
    cms().count({ collection: 'news' }),
    cms().count({ collection: 'history-chapters' }),
  ]);
  return { users: users.totalDocs, news: news.totalDocs, history: history.totalDocs };
}

describe('seed', () => {
  it('fills users, club settings, news and history', async () => {
    expect(await counts()).toEqual({ users: 2, news: 6, history: 4 });
    const settings = await cms().findGlobal({ slug: 'club-settings', locale: 'nl' });
    expect(settings.name).toBe('KVC Westhoek');
    expect(settings.address.city).toBe('Ieper');
    expect(settings.social.tiktok).toMatch(/^https:\/\//);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    await seed(cms());
    expect(await counts()).toEqual(before);
  });

  it('gives each news item a slug of its own in every language', async () => {
    const slugs = async (locale: 'en' | 'nl' | 'fr') =>
      (await cms().find({ collection: 'news', locale, limit: 1, sort: 'publishedAt' })).docs[0].slug;
    const [en, nl, fr] = await Promise.all([slugs('en'), slugs('nl'), slugs('fr')]);
    expect(new Set([en, nl, fr]).size).toBe(3);
    expect(nl).toMatch(/^[a-z0-9-]+$/);
  });
});
