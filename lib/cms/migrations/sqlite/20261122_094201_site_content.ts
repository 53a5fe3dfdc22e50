import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`news_tags_order_idx\` ON \`news_tags\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`news_tags_parent_idx\` ON \`news_tags\` (\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`news_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`news_photos_order_idx\` ON \`news_photos\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`news_photos_parent_id_idx\` ON \`news_photos\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`news_photos_image_idx\` ON \`news_photos\` (\`image_id\`);`);
  await db.run(sql`CREATE TABLE \`news_photos_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`news_photos_locales_locale_parent_id_unique\` ON \`news_photos_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`news_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`news_texts_order_parent\` ON \`news_texts\` (\`order\`,\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`_news_v_version_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`_news_v_version_tags_order_idx\` ON \`_news_v_version_tags\` (\`order\`);`);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_tags_parent_idx\` ON \`_news_v_version_tags\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_news_v_version_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_photos_order_idx\` ON \`_news_v_version_photos\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_photos_parent_id_idx\` ON \`_news_v_version_photos\` (\`_parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_photos_image_idx\` ON \`_news_v_version_photos\` (\`image_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_news_v_version_photos_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v_version_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`_news_v_version_photos_locales_locale_parent_id_unique\` ON \`_news_v_version_photos_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`_news_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`_news_v_texts_order_parent\` ON \`_news_v_texts\` (\`order\`,\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`videos_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`videos_tags_order_idx\` ON \`videos_tags\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`videos_tags_parent_idx\` ON \`videos_tags\` (\`parent_id\`);`);
  await db.run(sql`CREATE TABLE \`videos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`provider\` text DEFAULT 'youtube' NOT NULL,
  	\`provider_id\` text NOT NULL,
  	\`thumbnail_id\` integer NOT NULL,
  	\`duration\` numeric NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`videos_thumbnail_idx\` ON \`videos\` (\`thumbnail_id\`);`);
  await db.run(sql`CREATE INDEX \`videos_published_at_idx\` ON \`videos\` (\`published_at\`);`);
  await db.run(sql`CREATE INDEX \`videos_updated_at_idx\` ON \`videos\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`videos_created_at_idx\` ON \`videos\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`videos_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`videos_locales_locale_parent_id_unique\` ON \`videos_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`videos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`people_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`videos_rels_order_idx\` ON \`videos_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`videos_rels_parent_idx\` ON \`videos_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`videos_rels_path_idx\` ON \`videos_rels\` (\`path\`);`);
  await db.run(sql`CREATE INDEX \`videos_rels_people_id_idx\` ON \`videos_rels\` (\`people_id\`);`);
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`birth_date\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`consent_at\` text NOT NULL,
  	\`policy_version\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'reference',
  	\`to_url\` text,
  	\`type\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`);
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`history_chapters_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_chapters_id\`) REFERENCES \`history_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`);
  await db.run(sql`CREATE INDEX \`redirects_rels_news_id_idx\` ON \`redirects_rels\` (\`news_id\`);`);
  await db.run(
    sql`CREATE INDEX \`redirects_rels_history_chapters_id_idx\` ON \`redirects_rels\` (\`history_chapters_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`news\` ADD \`author\` text;`);
  await db.run(sql`ALTER TABLE \`news\` ADD \`highlighted\` integer DEFAULT false;`);
  await db.run(sql`ALTER TABLE \`news\` ADD \`hot\` integer DEFAULT false;`);
  await db.run(sql`ALTER TABLE \`news\` ADD \`hero_image_id\` integer REFERENCES media(id);`);
  await db.run(sql`CREATE INDEX \`news_kind_idx\` ON \`news\` (\`kind\`);`);
  await db.run(sql`CREATE INDEX \`news_highlighted_idx\` ON \`news\` (\`highlighted\`);`);
  await db.run(sql`CREATE INDEX \`news_hot_idx\` ON \`news\` (\`hot\`);`);
  await db.run(sql`CREATE INDEX \`news_hero_image_idx\` ON \`news\` (\`hero_image_id\`);`);
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_author\` text;`);
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_highlighted\` integer DEFAULT false;`);
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_hot\` integer DEFAULT false;`);
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_hero_image_id\` integer REFERENCES media(id);`);
  await db.run(sql`CREATE INDEX \`_news_v_version_version_kind_idx\` ON \`_news_v\` (\`version_kind\`);`);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_highlighted_idx\` ON \`_news_v\` (\`version_highlighted\`);`,
  );
  await db.run(sql`CREATE INDEX \`_news_v_version_version_hot_idx\` ON \`_news_v\` (\`version_hot\`);`);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_hero_image_idx\` ON \`_news_v\` (\`version_hero_image_id\`);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`videos_id\` integer REFERENCES videos(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_subscribers_id\` integer REFERENCES newsletter_subscribers(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`redirects_id\` integer REFERENCES redirects(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_tags\`;`);
  await db.run(sql`DROP TABLE \`news_photos\`;`);
  await db.run(sql`DROP TABLE \`news_photos_locales\`;`);
  await db.run(sql`DROP TABLE \`news_texts\`;`);
  await db.run(sql`DROP TABLE \`_news_v_version_tags\`;`);
  await db.run(sql`DROP TABLE \`_news_v_version_photos\`;`);
  await db.run(sql`DROP TABLE \`_news_v_version_photos_locales\`;`);
  await db.run(sql`DROP TABLE \`_news_v_texts\`;`);
  await db.run(sql`DROP TABLE \`videos_tags\`;`);
  await db.run(sql`DROP TABLE \`videos\`;`);
  await db.run(sql`DROP TABLE \`videos_locales\`;`);
  await db.run(sql`DROP TABLE \`videos_rels\`;`);
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`);
  await db.run(sql`DROP TABLE \`redirects\`;`);
  await db.run(sql`DROP TABLE \`redirects_rels\`;`);
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'article',
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_news\`("id", "kind", "published_at", "updated_at", "created_at", "_status") SELECT "id", "kind", "published_at", "updated_at", "created_at", "_status" FROM \`news\`;`,
  );
  await db.run(sql`DROP TABLE \`news\`;`);
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`);
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`);
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'article',
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_kind", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_kind", "version_published_at", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`,
  );
  await db.run(sql`DROP TABLE \`_news_v\`;`);
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`);
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`,
  );
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`);
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`);
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`);
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`);
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`matches_id\` integer,
  	\`teams_id\` integer,
  	\`people_id\` integer,
  	\`standings_id\` integer,
  	\`competitions_id\` integer,
  	\`seasons_id\` integer,
  	\`clubs_id\` integer,
  	\`open_trainings_id\` integer,
  	\`news_id\` integer,
  	\`media_id\` integer,
  	\`history_chapters_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`matches_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teams_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`standings_id\`) REFERENCES \`standings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitions_id\`) REFERENCES \`competitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seasons_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clubs_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`open_trainings_id\`) REFERENCES \`open_trainings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_chapters_id\`) REFERENCES \`history_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "matches_id", "teams_id", "people_id", "standings_id", "competitions_id", "seasons_id", "clubs_id", "open_trainings_id", "news_id", "media_id", "history_chapters_id", "users_id") SELECT "id", "order", "parent_id", "path", "matches_id", "teams_id", "people_id", "standings_id", "competitions_id", "seasons_id", "clubs_id", "open_trainings_id", "news_id", "media_id", "history_chapters_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
  );
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`matches_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_standings_id_idx\` ON \`payload_locked_documents_rels\` (\`standings_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_competitions_id_idx\` ON \`payload_locked_documents_rels\` (\`competitions_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_seasons_id_idx\` ON \`payload_locked_documents_rels\` (\`seasons_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_open_trainings_id_idx\` ON \`payload_locked_documents_rels\` (\`open_trainings_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_history_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`history_chapters_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  );
}
