import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres';
import { SEARCH_MIGRATION_NAME } from './search-migration-sqlite';

export { SEARCH_MIGRATION_NAME };

/**
 * The site search's table on PostgreSQL, written by hand: Payload's migrations know no text
 * search. Each row carries its `tsvector`, made in its language's configuration (`search_dutch`,
 * `search_french`, `search_english`: copies of PostgreSQL's, stemming per language) from the
 * text without accents: `search_fold` is
 * the `unaccent` extension (Debian's postgresql package ships it, and it is trusted, so the
 * database's owner may create it) or, where it cannot be created, a translate() of the
 * Latin accented letters. `pg_trgm`, where it can be created, finds names within a typo.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const extension of ['unaccent', 'pg_trgm']) {
    await db.execute(
      sql.raw(`DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS ${extension};
      EXCEPTION WHEN OTHERS THEN RAISE NOTICE 'site search: no ${extension} (%)', SQLERRM; END $$`),
    );
  }
  await db.execute(
    sql.raw(`DO $$
    DECLARE home text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'unaccent');
    BEGIN
      IF home IS NOT NULL THEN
        EXECUTE format('CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
          AS %L', format('SELECT lower(%I.unaccent(%L::regdictionary, $1))', home, home || '.unaccent'));
      ELSE
        CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
          AS $f$ SELECT lower(translate($1,
            'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŒœÆæ',
            'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyyOoAa')) $f$;
      END IF;
    END $$`),
  );
  // Each language's configuration, with accents removed by its dictionaries where unaccent is
  // there: words match either way (both sides pass search_fold), and ts_headline then marks
  // `élan` in the text for a query `elan` too.
  await db.execute(
    sql.raw(`DO $$
    DECLARE
      home text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'unaccent');
      language text;
    BEGIN
      FOREACH language IN ARRAY ARRAY['english', 'dutch', 'french'] LOOP
        EXECUTE format('CREATE TEXT SEARCH CONFIGURATION %I (COPY = %I)', 'search_' || language, language);
        IF home IS NOT NULL THEN
          EXECUTE format('ALTER TEXT SEARCH CONFIGURATION %I ALTER MAPPING FOR hword, hword_part, word WITH %I.unaccent, %I',
            'search_' || language, home, language || '_stem');
        END IF;
      END LOOP;
    END $$`),
  );
  await db.execute(sql`CREATE TABLE search_documents (
    id serial PRIMARY KEY,
    collection varchar NOT NULL,
    doc_id varchar NOT NULL,
    locale varchar NOT NULL,
    kind varchar NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    date timestamptz,
    url varchar NOT NULL,
    words tsvector NOT NULL
  )`);
  await db.execute(
    sql`CREATE UNIQUE INDEX search_documents_key_idx ON search_documents (collection, doc_id, locale)`,
  );
  await db.execute(sql`CREATE INDEX search_documents_words_idx ON search_documents USING gin (words)`);
  await db.execute(
    sql.raw(`DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
        EXECUTE 'CREATE INDEX search_documents_names_idx ON search_documents USING gin (search_fold(title) gin_trgm_ops)';
      END IF;
    END $$`),
  );
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_documents`);
  await db.execute(sql`DROP FUNCTION IF EXISTS search_fold(text)`);
  for (const language of ['english', 'dutch', 'french']) {
    await db.execute(sql.raw(`DROP TEXT SEARCH CONFIGURATION IF EXISTS search_${language}`));
  }
}
