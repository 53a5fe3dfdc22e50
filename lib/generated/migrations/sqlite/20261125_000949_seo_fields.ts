import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_title\` text;`);
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_description\` text;`);
  await db.run(sql`ALTER TABLE \`news_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`news_meta_meta_image_idx\` ON \`news_locales\` (\`meta_image_id\`,\`_locale\`);`,
  );
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_title\` text;`);
  await db.run(sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_description\` text;`);
  await db.run(
    sql`ALTER TABLE \`_news_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`_news_v_version_meta_version_meta_image_idx\` ON \`_news_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`,
  );
  await db.run(sql`ALTER TABLE \`history_chapters_locales\` ADD \`meta_title\` text;`);
  await db.run(sql`ALTER TABLE \`history_chapters_locales\` ADD \`meta_description\` text;`);
  await db.run(
    sql`ALTER TABLE \`history_chapters_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`history_chapters_meta_meta_image_idx\` ON \`history_chapters_locales\` (\`meta_image_id\`,\`_locale\`);`,
  );
  await db.run(sql`ALTER TABLE \`_history_chapters_v_locales\` ADD \`version_meta_title\` text;`);
  await db.run(sql`ALTER TABLE \`_history_chapters_v_locales\` ADD \`version_meta_description\` text;`);
  await db.run(
    sql`ALTER TABLE \`_history_chapters_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`_history_chapters_v_version_meta_version_meta_image_idx\` ON \`_history_chapters_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`,
  );
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_title\` text;`);
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_description\` text;`);
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`,
  );
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_title\` text;`);
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_description\` text;`);
  await db.run(
    sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`,
  );
  await db.run(
    sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_news_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_news_locales\`("title", "slug", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`news_locales\`;`,
  );
  await db.run(sql`DROP TABLE \`news_locales\`;`);
  await db.run(sql`ALTER TABLE \`__new_news_locales\` RENAME TO \`news_locales\`;`);
  await db.run(sql`PRAGMA foreign_keys=ON;`);
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news_locales\` (\`slug\`,\`_locale\`);`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`__new__news_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new__news_v_locales\`("version_title", "version_slug", "version_excerpt", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_excerpt", "version_body", "id", "_locale", "_parent_id" FROM \`_news_v_locales\`;`,
  );
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`);
  await db.run(sql`ALTER TABLE \`__new__news_v_locales\` RENAME TO \`_news_v_locales\`;`);
  await db.run(
    sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v_locales\` (\`version_slug\`,\`_locale\`);`,
  );
  await db.run(
    sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`__new_history_chapters_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`history_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_history_chapters_locales\`("title", "slug", "summary", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "summary", "body", "id", "_locale", "_parent_id" FROM \`history_chapters_locales\`;`,
  );
  await db.run(sql`DROP TABLE \`history_chapters_locales\`;`);
  await db.run(sql`ALTER TABLE \`__new_history_chapters_locales\` RENAME TO \`history_chapters_locales\`;`);
  await db.run(
    sql`CREATE INDEX \`history_chapters_slug_idx\` ON \`history_chapters_locales\` (\`slug\`,\`_locale\`);`,
  );
  await db.run(
    sql`CREATE UNIQUE INDEX \`history_chapters_locales_locale_parent_id_unique\` ON \`history_chapters_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`__new__history_chapters_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_history_chapters_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new__history_chapters_v_locales\`("version_title", "version_slug", "version_summary", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_summary", "version_body", "id", "_locale", "_parent_id" FROM \`_history_chapters_v_locales\`;`,
  );
  await db.run(sql`DROP TABLE \`_history_chapters_v_locales\`;`);
  await db.run(
    sql`ALTER TABLE \`__new__history_chapters_v_locales\` RENAME TO \`_history_chapters_v_locales\`;`,
  );
  await db.run(
    sql`CREATE INDEX \`_history_chapters_v_version_version_slug_idx\` ON \`_history_chapters_v_locales\` (\`version_slug\`,\`_locale\`);`,
  );
  await db.run(
    sql`CREATE UNIQUE INDEX \`_history_chapters_v_locales_locale_parent_id_unique\` ON \`_history_chapters_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_pages_locales\`("title", "intro", "body", "id", "_locale", "_parent_id") SELECT "title", "intro", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`,
  );
  await db.run(sql`DROP TABLE \`pages_locales\`;`);
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_intro", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_intro", "version_body", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`,
  );
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`);
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
}
