import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`newsletter_subscribers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`newsletter_topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_topics_id\`) REFERENCES \`newsletter_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_rels_order_idx\` ON \`newsletter_subscribers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_rels_parent_idx\` ON \`newsletter_subscribers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_rels_path_idx\` ON \`newsletter_subscribers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_rels_newsletter_topics_id_idx\` ON \`newsletter_subscribers_rels\` (\`newsletter_topics_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`newsletter_topics_active_idx\` ON \`newsletter_topics\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_topics_updated_at_idx\` ON \`newsletter_topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_topics_created_at_idx\` ON \`newsletter_topics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_topics_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`newsletter_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_topics_locales_locale_parent_id_unique\` ON \`newsletter_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`invited_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`invitation_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_editions\` ADD \`audience\` text DEFAULT 'everyone';`)
  await db.run(sql`ALTER TABLE \`newsletter_editions\` ADD \`counts_skipped\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`newsletter_editions_rels\` ADD \`newsletter_topics_id\` integer REFERENCES newsletter_topics(id);`)
  await db.run(sql`CREATE INDEX \`newsletter_editions_rels_newsletter_topics_id_idx\` ON \`newsletter_editions_rels\` (\`newsletter_topics_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_topics_id\` integer REFERENCES newsletter_topics(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_topics_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`newsletter_subscribers_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_topics\`;`)
  await db.run(sql`DROP TABLE \`newsletter_topics_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_newsletter_editions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`newsletter_editions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_newsletter_editions_rels\`("id", "order", "parent_id", "path", "news_id") SELECT "id", "order", "parent_id", "path", "news_id" FROM \`newsletter_editions_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_editions_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_newsletter_editions_rels\` RENAME TO \`newsletter_editions_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`newsletter_editions_rels_order_idx\` ON \`newsletter_editions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_editions_rels_parent_idx\` ON \`newsletter_editions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_editions_rels_path_idx\` ON \`newsletter_editions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_editions_rels_news_id_idx\` ON \`newsletter_editions_rels\` (\`news_id\`);`)
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
  	\`league_feeds_id\` integer,
  	\`open_trainings_id\` integer,
  	\`news_id\` integer,
  	\`videos_id\` integer,
  	\`media_id\` integer,
  	\`history_chapters_id\` integer,
  	\`pages_id\` integer,
  	\`faqs_id\` integer,
  	\`partners_id\` integer,
  	\`fan_clubs_id\` integer,
  	\`vip_reservations_id\` integer,
  	\`ticket_requests_id\` integer,
  	\`contact_messages_id\` integer,
  	\`mascot_visits_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`newsletter_suppressions_id\` integer,
  	\`newsletter_editions_id\` integer,
  	\`newsletter_deliveries_id\` integer,
  	\`rights_requests_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`matches_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`teams_id\`) REFERENCES \`teams\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`people_id\`) REFERENCES \`people\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`standings_id\`) REFERENCES \`standings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitions_id\`) REFERENCES \`competitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seasons_id\`) REFERENCES \`seasons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clubs_id\`) REFERENCES \`clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`league_feeds_id\`) REFERENCES \`league_feeds\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`open_trainings_id\`) REFERENCES \`open_trainings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`videos_id\`) REFERENCES \`videos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_chapters_id\`) REFERENCES \`history_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fan_clubs_id\`) REFERENCES \`fan_clubs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vip_reservations_id\`) REFERENCES \`vip_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ticket_requests_id\`) REFERENCES \`ticket_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mascot_visits_id\`) REFERENCES \`mascot_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_suppressions_id\`) REFERENCES \`newsletter_suppressions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_editions_id\`) REFERENCES \`newsletter_editions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_deliveries_id\`) REFERENCES \`newsletter_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rights_requests_id\`) REFERENCES \`rights_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "matches_id", "teams_id", "people_id", "standings_id", "competitions_id", "seasons_id", "clubs_id", "league_feeds_id", "open_trainings_id", "news_id", "videos_id", "media_id", "history_chapters_id", "pages_id", "faqs_id", "partners_id", "fan_clubs_id", "vip_reservations_id", "ticket_requests_id", "contact_messages_id", "mascot_visits_id", "newsletter_subscribers_id", "newsletter_suppressions_id", "newsletter_editions_id", "newsletter_deliveries_id", "rights_requests_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "matches_id", "teams_id", "people_id", "standings_id", "competitions_id", "seasons_id", "clubs_id", "league_feeds_id", "open_trainings_id", "news_id", "videos_id", "media_id", "history_chapters_id", "pages_id", "faqs_id", "partners_id", "fan_clubs_id", "vip_reservations_id", "ticket_requests_id", "contact_messages_id", "mascot_visits_id", "newsletter_subscribers_id", "newsletter_suppressions_id", "newsletter_editions_id", "newsletter_deliveries_id", "rights_requests_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_matches_id_idx\` ON \`payload_locked_documents_rels\` (\`matches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_teams_id_idx\` ON \`payload_locked_documents_rels\` (\`teams_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_people_id_idx\` ON \`payload_locked_documents_rels\` (\`people_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_standings_id_idx\` ON \`payload_locked_documents_rels\` (\`standings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_competitions_id_idx\` ON \`payload_locked_documents_rels\` (\`competitions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seasons_id_idx\` ON \`payload_locked_documents_rels\` (\`seasons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_league_feeds_id_idx\` ON \`payload_locked_documents_rels\` (\`league_feeds_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_open_trainings_id_idx\` ON \`payload_locked_documents_rels\` (\`open_trainings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_videos_id_idx\` ON \`payload_locked_documents_rels\` (\`videos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_history_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`history_chapters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fan_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`fan_clubs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vip_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`vip_reservations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ticket_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`ticket_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mascot_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`mascot_visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_suppressions_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_suppressions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_editions_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_editions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rights_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`rights_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`invited_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`invitation_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_editions\` DROP COLUMN \`audience\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_editions\` DROP COLUMN \`counts_skipped\`;`)
}
