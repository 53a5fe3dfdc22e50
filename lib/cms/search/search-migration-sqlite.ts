import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-sqlite';

/**
 * The site search's tables on SQLite, written by hand: Payload's migrations know no FTS5.
 * `search_documents` holds one row per document and language; two FTS5 indexes follow it
 * through triggers (external content: the text is stored once): `search_fts` for words
 * (unicode61 without diacritics, porter's English stemming) and `search_names` for
 * trigrams of titles (typing mistakes in names). Rebuilt by `npm run search:rebuild`.
 */
export const SEARCH_MIGRATION_NAME = '20261129_120000_site_search_fts5';

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE search_documents (
    id integer PRIMARY KEY NOT NULL,
    collection text NOT NULL,
    doc_id text NOT NULL,
    locale text NOT NULL,
    kind text NOT NULL,
    title text NOT NULL,
    body text NOT NULL,
    date text,
    url text NOT NULL
  )`);
  await db.run(
    sql`CREATE UNIQUE INDEX search_documents_key_idx ON search_documents (collection, doc_id, locale)`,
  );
  await db.run(sql`CREATE VIRTUAL TABLE search_fts USING fts5(
    title, body, content='search_documents', content_rowid='id',
    tokenize='porter unicode61 remove_diacritics 2')`);
  await db.run(sql`CREATE VIRTUAL TABLE search_names USING fts5(
    title, content='search_documents', content_rowid='id',
    tokenize='trigram remove_diacritics 1')`);
  await db.run(sql`CREATE TRIGGER search_documents_ai AFTER INSERT ON search_documents BEGIN
    INSERT INTO search_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
    INSERT INTO search_names (rowid, title) VALUES (new.id, new.title);
  END`);
  await db.run(sql`CREATE TRIGGER search_documents_ad AFTER DELETE ON search_documents BEGIN
    INSERT INTO search_fts (search_fts, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
    INSERT INTO search_names (search_names, rowid, title) VALUES ('delete', old.id, old.title);
  END`);
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS search_documents_ad`);
  await db.run(sql`DROP TRIGGER IF EXISTS search_documents_ai`);
  await db.run(sql`DROP TABLE IF EXISTS search_names`);
  await db.run(sql`DROP TABLE IF EXISTS search_fts`);
  await db.run(sql`DROP TABLE IF EXISTS search_documents`);
}
