import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`matches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`team_id\` integer NOT NULL,
  	\`opponent_id\` integer NOT NULL,
  	\`competition_id\` integer NOT NULL,
  	\`season_id\` integer NOT NULL,
  	\`matchday\` numeric,
  	\`is_home\` integer DEFAULT true,
  	\`kickoff\` text NOT NULL,
  	\`status\` text DEFAULT 'scheduled' NOT NULL,
  	\`score_home\` numeric,
  	\`score_away\` numeric,
  	\`venue\` text,
  	\`report_id\` integer,
  	\`gallery_id\` integer,
  	\`ticket_url\` text,
  	\`schedule_revision\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`opponent_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`competition_id\`) REFERENCES \`competitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`season_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`report_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gallery_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`matches_team_idx\` ON \`matches\` (\`team_id\`);`);
  await db.run(sql`CREATE INDEX \`matches_opponent_idx\` ON \`matches\` (\`opponent_id\`);`);
  await db.run(sql`CREATE INDEX \`matches_competition_idx\` ON \`matches\` (\`competition_id\`);`);
  await db.run(sql`CREATE INDEX \`matches_season_idx\` ON \`matches\` (\`season_id\`);`);
  await db.run(sql`CREATE INDEX \`matches_kickoff_idx\` ON \`matches\` (\`kickoff\`);`);
  await db.run(sql`CREATE INDEX \`matches_report_idx\` ON \`matches\` (\`report_id\`);`);
  await db.run(sql`CREATE INDEX \`matches_gallery_idx\` ON \`matches\` (\`gallery_id\`);`);
  await db.run(sql`CREATE INDEX \`matches_updated_at_idx\` ON \`matches\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`matches_created_at_idx\` ON \`matches\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`teams\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`teams_category_idx\` ON \`teams\` (\`category\`);`);
  await db.run(sql`CREATE INDEX \`teams_photo_idx\` ON \`teams\` (\`photo_id\`);`);
  await db.run(sql`CREATE INDEX \`teams_updated_at_idx\` ON \`teams\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`teams_created_at_idx\` ON \`teams\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`teams_locales\` (
  	\`name\` text NOT NULL,
  	\`slug\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`teams_slug_idx\` ON \`teams_locales\` (\`slug\`,\`_locale\`);`);
  await db.run(
    sql`CREATE UNIQUE INDEX \`teams_locales_locale_parent_id_unique\` ON \`teams_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`people\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`function\` text NOT NULL,
  	\`shirt_number\` numeric,
  	\`photo_id\` integer,
  	\`nationality\` text,
  	\`birth_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`people_last_name_idx\` ON \`people\` (\`last_name\`);`);
  await db.run(sql`CREATE INDEX \`people_photo_idx\` ON \`people\` (\`photo_id\`);`);
  await db.run(sql`CREATE INDEX \`people_updated_at_idx\` ON \`people\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`people_created_at_idx\` ON \`people\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`people_locales\` (
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`people_locales_locale_parent_id_unique\` ON \`people_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`people_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`teams_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teams_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`people_rels_order_idx\` ON \`people_rels\` (\`order\`);`);
  await db.run(sql`CREATE INDEX \`people_rels_parent_idx\` ON \`people_rels\` (\`parent_id\`);`);
  await db.run(sql`CREATE INDEX \`people_rels_path_idx\` ON \`people_rels\` (\`path\`);`);
  await db.run(sql`CREATE INDEX \`people_rels_teams_id_idx\` ON \`people_rels\` (\`teams_id\`);`);
  await db.run(sql`CREATE TABLE \`standings_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`club_id\` integer NOT NULL,
  	\`played\` numeric NOT NULL,
  	\`won\` numeric NOT NULL,
  	\`draw\` numeric NOT NULL,
  	\`lost\` numeric NOT NULL,
  	\`goal_difference\` numeric NOT NULL,
  	\`points\` numeric NOT NULL,
  	FOREIGN KEY (\`club_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`standings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`standings_rows_order_idx\` ON \`standings_rows\` (\`_order\`);`);
  await db.run(sql`CREATE INDEX \`standings_rows_parent_id_idx\` ON \`standings_rows\` (\`_parent_id\`);`);
  await db.run(sql`CREATE INDEX \`standings_rows_club_idx\` ON \`standings_rows\` (\`club_id\`);`);
  await db.run(sql`CREATE TABLE \`standings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`competition_id\` integer NOT NULL,
  	\`season_id\` integer NOT NULL,
  	\`team_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`competition_id\`) REFERENCES \`competitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`season_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`team_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`standings_competition_idx\` ON \`standings\` (\`competition_id\`);`);
  await db.run(sql`CREATE INDEX \`standings_season_idx\` ON \`standings\` (\`season_id\`);`);
  await db.run(sql`CREATE INDEX \`standings_team_idx\` ON \`standings\` (\`team_id\`);`);
  await db.run(sql`CREATE INDEX \`standings_updated_at_idx\` ON \`standings\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`standings_created_at_idx\` ON \`standings\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`competitions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`competitions_updated_at_idx\` ON \`competitions\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`competitions_created_at_idx\` ON \`competitions\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`competitions_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`competitions_locales_locale_parent_id_unique\` ON \`competitions_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`seasons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`starts_on\` text NOT NULL,
  	\`ends_on\` text NOT NULL,
  	\`current\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`seasons_name_idx\` ON \`seasons\` (\`name\`);`);
  await db.run(sql`CREATE INDEX \`seasons_updated_at_idx\` ON \`seasons\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`seasons_created_at_idx\` ON \`seasons\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`clubs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`short_name\` text NOT NULL,
  	\`city\` text,
  	\`stadium\` text,
  	\`logo_id\` integer,
  	\`is_own_club\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`clubs_name_idx\` ON \`clubs\` (\`name\`);`);
  await db.run(sql`CREATE INDEX \`clubs_logo_idx\` ON \`clubs\` (\`logo_id\`);`);
  await db.run(sql`CREATE INDEX \`clubs_updated_at_idx\` ON \`clubs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`clubs_created_at_idx\` ON \`clubs\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`open_trainings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`starts_at\` text NOT NULL,
  	\`place\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`open_trainings_starts_at_idx\` ON \`open_trainings\` (\`starts_at\`);`);
  await db.run(sql`CREATE INDEX \`open_trainings_updated_at_idx\` ON \`open_trainings\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`open_trainings_created_at_idx\` ON \`open_trainings\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`open_trainings_locales\` (
  	\`training\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`open_trainings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`open_trainings_locales_locale_parent_id_unique\` ON \`open_trainings_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`home_highlights\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`player_of_the_season_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`player_of_the_season_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(
    sql`CREATE INDEX \`home_highlights_player_of_the_season_idx\` ON \`home_highlights\` (\`player_of_the_season_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`home_highlights_locales\` (
  	\`player_of_the_season_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`home_highlights\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`home_highlights_locales_locale_parent_id_unique\` ON \`home_highlights_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`matches_id\` integer REFERENCES matches(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`teams_id\` integer REFERENCES teams(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`people_id\` integer REFERENCES people(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`standings_id\` integer REFERENCES standings(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`competitions_id\` integer REFERENCES competitions(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`seasons_id\` integer REFERENCES seasons(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clubs_id\` integer REFERENCES clubs(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`open_trainings_id\` integer REFERENCES open_trainings(id);`,
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`matches\`;`);
  await db.run(sql`DROP TABLE \`teams\`;`);
  await db.run(sql`DROP TABLE \`teams_locales\`;`);
  await db.run(sql`DROP TABLE \`people\`;`);
  await db.run(sql`DROP TABLE \`people_locales\`;`);
  await db.run(sql`DROP TABLE \`people_rels\`;`);
  await db.run(sql`DROP TABLE \`standings_rows\`;`);
  await db.run(sql`DROP TABLE \`standings\`;`);
  await db.run(sql`DROP TABLE \`competitions\`;`);
  await db.run(sql`DROP TABLE \`competitions_locales\`;`);
  await db.run(sql`DROP TABLE \`seasons\`;`);
  await db.run(sql`DROP TABLE \`clubs\`;`);
  await db.run(sql`DROP TABLE \`open_trainings\`;`);
  await db.run(sql`DROP TABLE \`open_trainings_locales\`;`);
  await db.run(sql`DROP TABLE \`home_highlights\`;`);
  await db.run(sql`DROP TABLE \`home_highlights_locales\`;`);
  await db.run(sql`PRAGMA foreign_keys=OFF;`);
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`history_chapters_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_chapters_id\`) REFERENCES \`history_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "history_chapters_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "history_chapters_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`,
  );
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`);
  await db.run(
    sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`,
  );
  await db.run(sql`PRAGMA foreign_keys=ON;`);
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
    sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_history_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`history_chapters_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`,
  );
}
