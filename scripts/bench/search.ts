/**
 * What a site search costs (docs/performance.md "The site search"): `npx tsx scripts/bench/search.ts
 * [documents per language=10000] [postgres port=5420]`. Fills the search index of a fresh SQLite
 * file, then of a throwaway PostgreSQL, with that many made-up documents in each of the three
 * languages (titles and texts of 60–200 words drawn from a football vocabulary, a few named
 * players), through the engines the site uses, then times 300 queries of a visitor's kinds (one
 * common word, a rare one, two words, a word being typed, a misspelt name) and prints p50, p95
 * and the slowest per engine. Nothing else should run meanwhile.
 */
import { createClient } from '@libsql/client';
import { drizzle as sqliteDrizzle } from '@payloadcms/db-sqlite/drizzle/libsql';
import { drizzle as postgresDrizzle } from '@payloadcms/db-postgres/drizzle/node-postgres';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Drizzle } from '@/lib/cms/raw-sql';
import type { SearchEngine } from '@/lib/cms/search/engine';
import { postgresSearchEngine } from '@/lib/cms/search/postgres-engine';
import { up as postgresUp } from '@/lib/cms/search/search-migration-postgres';
import { up as sqliteUp } from '@/lib/cms/search/search-migration-sqlite';
import { sqliteSearchEngine } from '@/lib/cms/search/sqlite-engine';
import { locales, type Locale } from '@/lib/domain/i18n/locales';
import { RESULTS_PER_PAGE, searchTerms } from '@/lib/domain/search/query';
import type { SearchDocument } from '@/lib/domain/search/results';
import { startPostgres } from '../stack/services';

const perLanguage = Number(process.argv[2] ?? 10_000);
const postgresPort = Number(process.argv[3] ?? 5420);

const vocabulary: Record<Locale, string[]> = {
  en: 'match goal header corner penalty keeper defender striker midfield season league derby stadium supporters training injury transfer coach victory defeat draw referee tickets youth academy women team cup final weekend evening crowd post crossbar shot save tackle pass winger captain'.split(
    ' ',
  ),
  nl: 'wedstrijd doelpunt kopbal hoekschop strafschop doelman verdediger spits middenveld seizoen competitie derby stadion supporters training blessure transfer trainer overwinning nederlaag gelijkspel scheidsrechter tickets jeugd academie vrouwen ploeg beker finale weekend avond publiek paal lat schot redding tackle pass vleugelspeler kapitein'.split(
    ' ',
  ),
  fr: 'match but tête corner penalty gardien défenseur attaquant milieu saison championnat derby stade supporters entraînement blessure transfert entraîneur victoire défaite nul arbitre billets jeunes académie femmes équipe coupe finale weekend soirée public poteau barre tir arrêt tacle passe ailier capitaine'.split(
    ' ',
  ),
};
const surnames =
  'Vandenbeek Kowalski Dubois Peeters Janssens Maes Jacobs Mertens Willems Claes Goossens Wouters'.split(' ');

/** A small deterministic generator, so every run indexes the same text. */
function random(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function documents(locale: Locale): SearchDocument[] {
  const next = random(locales.indexOf(locale) + 1);
  const word = () => vocabulary[locale][Math.floor(next() * vocabulary[locale].length)];
  return Array.from({ length: perLanguage }, (_, n) => {
    const name = `${surnames[n % surnames.length]}${n % 7 === 0 ? '' : ` ${n}`}`;
    const body = Array.from({ length: 60 + Math.floor(next() * 140) }, word).join(' ');
    return {
      collection: 'news',
      // One document per language here: replace() puts all of a document's languages at once.
      id: `${locale}-${n}`,
      locale,
      kind: 'article' as const,
      title: `${word()} ${word()} ${name}`,
      body: `${body} ${n % 1000 === 0 ? 'quasimodo' : ''}`,
      date: new Date(Date.UTC(2026, 0, 1) - n * 3_600_000).toISOString(),
      url: `/${locale}/news/article/${n}`,
    };
  });
}

const queries: Record<Locale, string[]> = {
  en: ['goal', 'quasimodo', 'derby stadium', 'penal', 'vandenbek', 'Kowalsky'],
  nl: ['doelpunt', 'quasimodo', 'derby stadion', 'strafsch', 'vandenbek', 'Kowalsky'],
  fr: ['but', 'quasimodo', 'derby stade', 'pénal', 'vandenbek', 'Kowalsky'],
};

async function fill(engine: SearchEngine): Promise<number> {
  const started = performance.now();
  for (const locale of locales) {
    for (const doc of documents(locale))
      await engine.replace({ collection: doc.collection, id: doc.id }, [doc]);
  }
  return performance.now() - started;
}

/** The queries' kinds, in the order of each language's list above. */
const kinds = [
  'a common word',
  'a rare word',
  'two words',
  'a word being typed',
  'a misspelt name',
  'another misspelt name',
];

async function time(engine: SearchEngine): Promise<string> {
  const took: number[][] = kinds.map(() => []);
  for (let round = 0; round < 300 / 18; round++) {
    for (const locale of locales) {
      for (const [index, query] of queries[locale].entries()) {
        const started = performance.now();
        const found = await engine.search(searchTerms(query), locale, 1, RESULTS_PER_PAGE);
        took[index].push(performance.now() - started);
        if (found.total === 0) throw new Error(`nothing found for ${query} in ${locale}`);
      }
    }
  }
  const all = took.flat();
  const kindsP95 = kinds.map((kind, index) => `${kind} ${percentile(took[index], 0.95)}`).join(', ');
  return `${all.length} queries: p50 ${percentile(all, 0.5)} ms, p95 ${percentile(all, 0.95)} ms, slowest ${percentile(all, 1)} ms (p95 by kind: ${kindsP95} ms)`;
}

function percentile(values: number[], share: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))].toFixed(1);
}

const dir = mkdtempSync(path.join(tmpdir(), 'search-bench-'));
try {
  const client = createClient({ url: `file:${path.join(dir, 'bench.db')}` });
  const sqlite = sqliteDrizzle({ client }) as unknown as Drizzle;
  await client.execute('PRAGMA journal_mode = WAL');
  await sqliteUp({ db: sqlite } as never);
  const sqliteEngine = sqliteSearchEngine(sqlite);
  await client.execute('BEGIN');
  const sqliteFill = await fill(sqliteEngine);
  await client.execute('COMMIT');
  console.log(
    `SQLite FTS5, ${perLanguage} documents per language: indexed in ${(sqliteFill / 1000).toFixed(1)} s; ${await time(sqliteEngine)}`,
  );
  client.close();

  const server = await startPostgres(postgresPort);
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  try {
    const postgres = postgresDrizzle({ client: pool }) as unknown as Drizzle;
    await postgresUp({ db: postgres } as never);
    const postgresEngine = postgresSearchEngine(postgres);
    await pool.query('BEGIN');
    const postgresFill = await fill(postgresEngine);
    await pool.query('COMMIT');
    await pool.query('ANALYZE search_documents');
    console.log(
      `PostgreSQL text search, ${perLanguage} documents per language: indexed in ${(postgresFill / 1000).toFixed(1)} s; ${await time(postgresEngine)}`,
    );
  } finally {
    await pool.end();
    await server.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
