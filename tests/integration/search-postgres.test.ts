import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Drizzle } from '@/lib/cms/raw-sql';
import type { SearchEngine } from '@/lib/cms/search/engine';
import { postgresSearchEngine } from '@/lib/cms/search/postgres-engine';
import { up } from '@/lib/cms/search/search-migration-postgres';
import type { Locale } from '@/lib/domain/i18n/locales';
import { searchTerms } from '@/lib/domain/search/query';
import type { SearchDocument } from '@/lib/domain/search/results';
import { startPostgres, type ControllableServer } from '@/scripts/stack/services';

/**
 * The search engine of the several-servers setup on a throwaway PostgreSQL, through its
 * hand-written migration (the engine alone: booting the CMS on PostgreSQL would add some 40 s;
 * site-search.test.ts proves the hooks and the rebuild on SQLite through the same interface).
 */
let server: ControllableServer;
let pool: pg.Pool;
let engine: SearchEngine;

beforeAll(async () => {
  server = await startPostgres(Number(process.env.E2E_PORT ?? 3100) + 131);
  pool = new pg.Pool({ connectionString: server.url, max: 2 });
  // A client still closing when the cluster stops at the end is told so; nothing to do then.
  pool.on('error', () => {});
  const db = drizzle({ client: pool }) as unknown as Drizzle;
  await up({ db } as never);
  engine = postgresSearchEngine(db);
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await server?.stop();
});

const doc = (id: string, locale: Locale, title: string, body: string): SearchDocument => ({
  collection: 'news',
  id,
  locale,
  kind: 'article',
  title,
  body,
  date: '2026-11-01T18:00:00.000Z',
  url: `/${locale}/news/article/${id}`,
});
const titles = async (query: string, locale: Locale) =>
  (await engine.search(searchTerms(query), locale, 1, 10)).hits.map((hit) => hit.title);

describe('the site search on PostgreSQL', () => {
  it('folds accents and case, stems each language, completes the last word, and forgets a removed document', async () => {
    await engine.replace({ collection: 'news', id: '1' }, [
      doc('1', 'nl', 'Derby tegen Sint-Truiden', 'De wedstrijden van het seizoen begonnen met élan.'),
      doc('1', 'fr', 'Derby contre Sint-Truiden', 'Les équipes ont joué avec élan.'),
    ]);
    await engine.replace({ collection: 'people', id: '7' }, [doc('7', 'nl', 'Jens Vandenbeek', 'Spits.')]);
    expect(await titles('sint truiden ELAN', 'nl')).toEqual(['Derby tegen Sint-Truiden']);
    expect(await titles('wedstrijd', 'nl')).toEqual(['Derby tegen Sint-Truiden']);
    expect(await titles('equipe', 'fr')).toEqual(['Derby contre Sint-Truiden']);
    expect(await titles('seizo', 'nl')).toEqual(['Derby tegen Sint-Truiden']);
    expect(await titles('wedstrijd', 'fr')).toEqual([]);
    expect(await titles('vandenbek', 'nl')).toEqual(['Jens Vandenbeek']);
    const [hit] = (await engine.search(searchTerms('élan'), 'fr', 1, 10)).hits;
    expect(hit.snippet.some((part) => part.marked)).toBe(true);
    await engine.replace({ collection: 'news', id: '1' }, []);
    expect(await titles('derby', 'nl')).toEqual([]);
  });

  it('answers operator characters and any script with results or none', async () => {
    for (const query of [
      '"',
      "' & | ! :*",
      'NEAR(a b)',
      '-derby',
      '((',
      '日本語 ☃',
      'x'.repeat(5000),
      '\uD800x',
    ]) {
      await expect(engine.search(searchTerms(query), 'nl', 1, 10), query).resolves.toHaveProperty('hits');
    }
  });
});
