import { describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import type { Locale } from '@/lib/domain/i18n/locales';
import { searchTerms } from '@/lib/domain/search/query';
import { paragraphs } from '@/lib/demo/lexical';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();
const context = { disableRevalidate: true };

async function search(query: string, locale: Locale) {
  const { searchEngine } = await import('@/lib/cms/search/search-engine');
  return (await searchEngine(cms())).search(searchTerms(query), locale, 1, 10);
}
const titles = async (query: string, locale: Locale) =>
  (await search(query, locale)).hits.map((hit) => hit.title);

const story = {
  en: {
    title: 'Night of the derby',
    body: 'Sint-Truiden came with élan and left with nothing: a lighthouse evening.',
  },
  nl: {
    title: 'Nacht van de derby',
    body: 'Sint-Truiden kwam met élan en vertrok met niets: een vuurtorenavond.',
  },
  fr: {
    title: 'La nuit du derby',
    body: 'Sint-Truiden est venu avec élan et reparti sans rien : une soirée phare.',
  },
};

async function article(payload: Payload, status: 'published' | 'draft', texts = story) {
  const created = await payload.create({
    collection: 'news',
    locale: 'en',
    data: {
      kind: 'article',
      publishedAt: new Date().toISOString(),
      title: texts.en.title,
      body: paragraphs([texts.en.body]),
      _status: status,
    },
    draft: status === 'draft',
    context,
  });
  for (const locale of ['nl', 'fr'] as const) {
    await payload.update({
      collection: 'news',
      id: created.id,
      locale,
      data: { title: texts[locale].title, body: paragraphs([texts[locale].body]), _status: status },
      draft: status === 'draft',
      context,
    });
  }
  return created.id;
}

describe('site search', () => {
  it('the seed leaves an index of its news, matches, teams and pages', async () => {
    const { rows } = await (
      cms().db as unknown as { client: { execute: (q: string) => Promise<{ rows: { kind: string }[] }> } }
    ).client.execute('SELECT DISTINCT kind FROM search_documents');
    expect(rows.map((row) => row.kind)).toEqual(
      expect.arrayContaining(['article', 'match', 'team', 'person', 'page', 'faq']),
    );
  });

  it('finds a published article by a word of its body in each language, without accents or case, and drops it when unpublished', async () => {
    const id = await article(cms(), 'published');
    for (const [locale, word] of [
      ['en', 'lighthouse'],
      ['nl', 'vuurtorenavond'],
      ['fr', 'phare'],
    ] as const) {
      const found = await search(`${word} SINT truiden ELAN`, locale);
      expect(
        found.hits.map((hit) => hit.title),
        locale,
      ).toEqual([story[locale].title]);
      expect(found.hits[0].url).toMatch(new RegExp(`^/${locale}/`));
      expect(
        found.hits[0].snippet.filter((part) => part.marked).map((part) => part.text.toLowerCase()),
      ).toContain('élan');
    }
    // Another language's word is not found in this one.
    expect(await titles('vuurtorenavond', 'en')).toEqual([]);
    await cms().update({ collection: 'news', id, data: { _status: 'draft' }, context });
    expect(await titles('lighthouse', 'en')).toEqual([]);
    await cms().update({ collection: 'news', id, data: { _status: 'published' }, context });
    expect(await titles('lighthouse', 'en')).toEqual([story.en.title]);
    await cms().delete({ collection: 'news', id, context });
    expect(await titles('lighthouse', 'en')).toEqual([]);
  });

  it('finds what a scheduled publish puts on the site and drops what a scheduled unpublish takes off, when the minute’s jobs run', async () => {
    const texts = {
      en: { title: 'Scheduled signing', body: 'A zwartberg contract.' },
      nl: { title: 'Geplande transfer', body: 'Een zwartberg contract.' },
      fr: { title: 'Transfert prévu', body: 'Un contrat zwartberg.' },
    };
    const id = await article(cms(), 'draft', texts);
    const schedule = async (type: 'publish' | 'unpublish') => {
      await cms().jobs.queue({
        task: 'schedulePublish',
        input: { type, doc: { relationTo: 'news', value: id } },
        waitUntil: new Date(Date.now() - 1000),
      });
      await cms().jobs.run({ allQueues: true });
    };
    expect(await titles('zwartberg', 'nl')).toEqual([]);
    await schedule('publish');
    expect(await titles('zwartberg', 'nl')).toEqual(['Geplande transfer']);
    await schedule('unpublish');
    expect(await titles('zwartberg', 'nl')).toEqual([]);
  });

  it('never finds a draft', async () => {
    const draft = {
      en: { title: 'Secret signing', body: 'A quasimodogeniti clause.' },
      nl: { title: 'Geheim', body: 'quasimodogeniti' },
      fr: { title: 'Secret', body: 'quasimodogeniti' },
    };
    await article(cms(), 'draft', draft);
    expect(await titles('quasimodogeniti', 'en')).toEqual([]);
  });

  it('finds a player by a misspelt name', async () => {
    const player = (
      await cms().find({
        collection: 'people',
        limit: 1,
        depth: 0,
        where: { function: { equals: 'FORWARD' } },
      })
    ).docs[0];
    const name = `${player.firstName} ${player.lastName}`;
    const misspelt = `${player.lastName.slice(0, -2)}${player.lastName.at(-1)}`;
    expect(await titles(misspelt, 'en')).toContain(name);
  });

  it('answers operator characters, scripts and endless queries with results or none', async () => {
    for (const query of [
      '"',
      '*',
      'NEAR(a b)',
      '-derby',
      'title:derby',
      '((',
      '"derby" OR',
      '日本語 ☃',
      'a'.repeat(5000),
      '\uD800x',
    ]) {
      await expect(search(query, 'en')).resolves.toHaveProperty('hits');
    }
  });

  it('rebuilds the index from nothing', async () => {
    const [{ searchEngine }, { rebuildSearchIndex }] = await Promise.all([
      import('@/lib/cms/search/search-engine'),
      import('@/lib/cms/search/rebuild'),
    ]);
    // A word of a seeded match report's text.
    const before = await search('paal', 'nl');
    expect(before.total).toBeGreaterThan(0);
    await (await searchEngine(cms())).clear();
    expect((await search('paal', 'nl')).total).toBe(0);
    expect(await rebuildSearchIndex(cms())).toBeGreaterThan(100);
    expect(await search('paal', 'nl')).toEqual(before);
  });

  it('is filled from the documents already there when an upgrade’s migrations make it', async () => {
    const [{ migrate }, { down, SEARCH_MIGRATION_NAME }] = await Promise.all([
      import('@/scripts/database/migrate'),
      import('@/lib/cms/search/search-migration-sqlite'),
    ]);
    const before = await search('poteau', 'fr');
    expect(before.total).toBeGreaterThan(0);
    await down({ db: (cms().db as unknown as { drizzle: never }).drizzle } as never);
    await cms().delete({
      collection: 'payload-migrations',
      where: { name: { equals: SEARCH_MIGRATION_NAME } },
    });
    await migrate(cms());
    expect(await search('poteau', 'fr')).toEqual(before);
  });
});
