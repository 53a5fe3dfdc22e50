import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vip_reservations_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vip_reservations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vip_reservations_notes_order_idx\` ON \`vip_reservations_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vip_reservations_notes_parent_id_idx\` ON \`vip_reservations_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vip_reservations_notes_author_idx\` ON \`vip_reservations_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`ticket_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ticket_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ticket_requests_notes_order_idx\` ON \`ticket_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ticket_requests_notes_parent_id_idx\` ON \`ticket_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ticket_requests_notes_author_idx\` ON \`ticket_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_messages_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_order_idx\` ON \`contact_messages_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_parent_id_idx\` ON \`contact_messages_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_notes_author_idx\` ON \`contact_messages_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`mascot_visits_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`written_at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mascot_visits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mascot_visits_notes_order_idx\` ON \`mascot_visits_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mascot_visits_notes_parent_id_idx\` ON \`mascot_visits_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mascot_visits_notes_author_idx\` ON \`mascot_visits_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`rights_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`records\` numeric NOT NULL,
  	\`per_collection\` text,
  	\`handled_by_id\` integer,
  	\`address_hash\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`handled_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`rights_requests_handled_by_idx\` ON \`rights_requests\` (\`handled_by_id\`);`)
  await db.run(sql`CREATE INDEX \`rights_requests_address_hash_idx\` ON \`rights_requests\` (\`address_hash\`);`)
  await db.run(sql`CREATE INDEX \`rights_requests_updated_at_idx\` ON \`rights_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rights_requests_created_at_idx\` ON \`rights_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_checks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_backup_at\` text,
  	\`last_test_mail_sent_at\` text,
  	\`last_test_mail_server\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`vip_reservations\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`vip_reservations\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`vip_reservations_status_idx\` ON \`vip_reservations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`vip_reservations_assignee_idx\` ON \`vip_reservations\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`ticket_requests\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`ticket_requests\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`ticket_requests_status_idx\` ON \`ticket_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`ticket_requests_assignee_idx\` ON \`ticket_requests\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`contact_messages\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`contact_messages_status_idx\` ON \`contact_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_assignee_idx\` ON \`contact_messages\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`mascot_visits\` ADD \`status\` text DEFAULT 'new' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`mascot_visits\` ADD \`assignee_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`mascot_visits_status_idx\` ON \`mascot_visits\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mascot_visits_assignee_idx\` ON \`mascot_visits\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`rights_requests_id\` integer REFERENCES rights_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rights_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`rights_requests_id\`);`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`short_name\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`path_segment\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`previous_path_segments\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`crest_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`crest_monochrome_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`founded_year\` numeric;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mascot_name\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`colours_primary\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`colours_accent\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mail_sender_name\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mail_sender_address\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_tickets\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_business\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_community\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_general\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`retention_vip_reservations\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`retention_ticket_requests\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`retention_contact_messages\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`retention_mascot_visits\` numeric DEFAULT 12;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`retention_rights_requests\` numeric DEFAULT 36;`)
  await db.run(sql`CREATE INDEX \`club_settings_crest_idx\` ON \`club_settings\` (\`crest_id\`);`)
  await db.run(sql`CREATE INDEX \`club_settings_crest_monochrome_idx\` ON \`club_settings\` (\`crest_monochrome_id\`);`)
  await db.run(sql`ALTER TABLE \`club_settings_locales\` ADD \`copyright\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vip_reservations_notes\`;`)
  await db.run(sql`DROP TABLE \`ticket_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_notes\`;`)
  await db.run(sql`DROP TABLE \`mascot_visits_notes\`;`)
  await db.run(sql`DROP TABLE \`rights_requests\`;`)
  await db.run(sql`DROP TABLE \`site_checks\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_vip_reservations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`dinner_type\` text NOT NULL,
  	\`match_id\` integer NOT NULL,
  	\`match_label\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`birth_date\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`company\` text,
  	\`vat_number\` text,
  	\`street\` text NOT NULL,
  	\`house_number\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`adults\` numeric NOT NULL,
  	\`children\` numeric NOT NULL,
  	\`has_cashless_card\` integer DEFAULT false,
  	\`card_number\` text,
  	\`wants_top_up_card\` integer DEFAULT false,
  	\`champagne_table\` integer DEFAULT false,
  	\`wants_tickets\` integer DEFAULT false,
  	\`ticket_count\` numeric,
  	\`price_category\` text,
  	\`comments\` text,
  	\`marketing_consent\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`match_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_vip_reservations\`("id", "dinner_type", "match_id", "match_label", "first_name", "last_name", "email", "birth_date", "phone", "company", "vat_number", "street", "house_number", "postal_code", "city", "adults", "children", "has_cashless_card", "card_number", "wants_top_up_card", "champagne_table", "wants_tickets", "ticket_count", "price_category", "comments", "marketing_consent", "locale", "updated_at", "created_at") SELECT "id", "dinner_type", "match_id", "match_label", "first_name", "last_name", "email", "birth_date", "phone", "company", "vat_number", "street", "house_number", "postal_code", "city", "adults", "children", "has_cashless_card", "card_number", "wants_top_up_card", "champagne_table", "wants_tickets", "ticket_count", "price_category", "comments", "marketing_consent", "locale", "updated_at", "created_at" FROM \`vip_reservations\`;`)
  await db.run(sql`DROP TABLE \`vip_reservations\`;`)
  await db.run(sql`ALTER TABLE \`__new_vip_reservations\` RENAME TO \`vip_reservations\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`vip_reservations_match_idx\` ON \`vip_reservations\` (\`match_id\`);`)
  await db.run(sql`CREATE INDEX \`vip_reservations_updated_at_idx\` ON \`vip_reservations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vip_reservations_created_at_idx\` ON \`vip_reservations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_ticket_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`match_id\` integer NOT NULL,
  	\`match_label\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`birth_date\` text NOT NULL,
  	\`invitation_card_type\` text NOT NULL,
  	\`invitation_card_other\` text,
  	\`ticket_type\` text NOT NULL,
  	\`comments\` text,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`match_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_ticket_requests\`("id", "match_id", "match_label", "first_name", "last_name", "email", "birth_date", "invitation_card_type", "invitation_card_other", "ticket_type", "comments", "locale", "updated_at", "created_at") SELECT "id", "match_id", "match_label", "first_name", "last_name", "email", "birth_date", "invitation_card_type", "invitation_card_other", "ticket_type", "comments", "locale", "updated_at", "created_at" FROM \`ticket_requests\`;`)
  await db.run(sql`DROP TABLE \`ticket_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_ticket_requests\` RENAME TO \`ticket_requests\`;`)
  await db.run(sql`CREATE INDEX \`ticket_requests_match_idx\` ON \`ticket_requests\` (\`match_id\`);`)
  await db.run(sql`CREATE INDEX \`ticket_requests_updated_at_idx\` ON \`ticket_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ticket_requests_created_at_idx\` ON \`ticket_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_contact_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`marketing_consent\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_contact_messages\`("id", "first_name", "last_name", "email", "phone", "subject", "message", "marketing_consent", "locale", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "subject", "message", "marketing_consent", "locale", "updated_at", "created_at" FROM \`contact_messages\`;`)
  await db.run(sql`DROP TABLE \`contact_messages\`;`)
  await db.run(sql`ALTER TABLE \`__new_contact_messages\` RENAME TO \`contact_messages\`;`)
  await db.run(sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_mascot_visits\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`preferred_date\` text NOT NULL,
  	\`occasion\` text NOT NULL,
  	\`children\` numeric NOT NULL,
  	\`street\` text NOT NULL,
  	\`house_number\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`comments\` text,
  	\`marketing_consent\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mascot_visits\`("id", "first_name", "last_name", "email", "phone", "preferred_date", "occasion", "children", "street", "house_number", "postal_code", "city", "comments", "marketing_consent", "locale", "updated_at", "created_at") SELECT "id", "first_name", "last_name", "email", "phone", "preferred_date", "occasion", "children", "street", "house_number", "postal_code", "city", "comments", "marketing_consent", "locale", "updated_at", "created_at" FROM \`mascot_visits\`;`)
  await db.run(sql`DROP TABLE \`mascot_visits\`;`)
  await db.run(sql`ALTER TABLE \`__new_mascot_visits\` RENAME TO \`mascot_visits\`;`)
  await db.run(sql`CREATE INDEX \`mascot_visits_updated_at_idx\` ON \`mascot_visits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mascot_visits_created_at_idx\` ON \`mascot_visits\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "matches_id", "teams_id", "people_id", "standings_id", "competitions_id", "seasons_id", "clubs_id", "open_trainings_id", "news_id", "videos_id", "media_id", "history_chapters_id", "pages_id", "faqs_id", "partners_id", "fan_clubs_id", "vip_reservations_id", "ticket_requests_id", "contact_messages_id", "mascot_visits_id", "newsletter_subscribers_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "matches_id", "teams_id", "people_id", "standings_id", "competitions_id", "seasons_id", "clubs_id", "open_trainings_id", "news_id", "videos_id", "media_id", "history_chapters_id", "pages_id", "faqs_id", "partners_id", "fan_clubs_id", "vip_reservations_id", "ticket_requests_id", "contact_messages_id", "mascot_visits_id", "newsletter_subscribers_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_club_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`links_webshop\` text,
  	\`links_member_portal\` text,
  	\`links_sports_academy\` text,
  	\`links_ticket_shop\` text,
  	\`apps_ios\` text,
  	\`apps_android\` text,
  	\`social_instagram\` text,
  	\`social_twitter\` text,
  	\`social_youtube\` text,
  	\`social_facebook\` text,
  	\`social_tiktok\` text,
  	\`centenary_book_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`centenary_book_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_club_settings\`("id", "name", "address_street", "address_postal_code", "phone", "email", "links_webshop", "links_member_portal", "links_sports_academy", "links_ticket_shop", "apps_ios", "apps_android", "social_instagram", "social_twitter", "social_youtube", "social_facebook", "social_tiktok", "centenary_book_id", "updated_at", "created_at") SELECT "id", "name", "address_street", "address_postal_code", "phone", "email", "links_webshop", "links_member_portal", "links_sports_academy", "links_ticket_shop", "apps_ios", "apps_android", "social_instagram", "social_twitter", "social_youtube", "social_facebook", "social_tiktok", "centenary_book_id", "updated_at", "created_at" FROM \`club_settings\`;`)
  await db.run(sql`DROP TABLE \`club_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_club_settings\` RENAME TO \`club_settings\`;`)
  await db.run(sql`CREATE INDEX \`club_settings_centenary_book_idx\` ON \`club_settings\` (\`centenary_book_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
  await db.run(sql`ALTER TABLE \`club_settings_locales\` DROP COLUMN \`copyright\`;`)
}
