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
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE UNIQUE INDEX \`pages_key_idx\` ON \`pages\` (\`key\`);`);
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`tier\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`logo_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`partners_tier_idx\` ON \`partners\` (\`tier\`);`);
  await db.run(sql`CREATE INDEX \`partners_logo_idx\` ON \`partners\` (\`logo_id\`);`);
  await db.run(sql`CREATE INDEX \`partners_updated_at_idx\` ON \`partners\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`partners_created_at_idx\` ON \`partners\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`fan_clubs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`town\` text NOT NULL,
  	\`clubhouse\` text NOT NULL,
  	\`chairman\` text NOT NULL,
  	\`bus_trip\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `);
  await db.run(sql`CREATE INDEX \`fan_clubs_updated_at_idx\` ON \`fan_clubs\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`fan_clubs_created_at_idx\` ON \`fan_clubs\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`vip_reservations\` (
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
  	\`wants_top_up_card\` integer DEFAULT false,
  	\`card_number\` text,
  	\`champagne_table\` integer DEFAULT false,
  	\`comments\` text,
  	\`wants_tickets\` integer DEFAULT false,
  	\`ticket_count\` numeric,
  	\`price_category\` text,
  	\`marketing_consent\` integer DEFAULT false,
  	\`locale\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`match_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `);
  await db.run(sql`CREATE INDEX \`vip_reservations_match_idx\` ON \`vip_reservations\` (\`match_id\`);`);
  await db.run(
    sql`CREATE INDEX \`vip_reservations_updated_at_idx\` ON \`vip_reservations\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`vip_reservations_created_at_idx\` ON \`vip_reservations\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`ticket_requests\` (
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
  `);
  await db.run(sql`CREATE INDEX \`ticket_requests_match_idx\` ON \`ticket_requests\` (\`match_id\`);`);
  await db.run(sql`CREATE INDEX \`ticket_requests_updated_at_idx\` ON \`ticket_requests\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`ticket_requests_created_at_idx\` ON \`ticket_requests\` (\`created_at\`);`);
  await db.run(sql`CREATE TABLE \`contact_messages\` (
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
  `);
  await db.run(
    sql`CREATE INDEX \`contact_messages_updated_at_idx\` ON \`contact_messages\` (\`updated_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`contact_messages_created_at_idx\` ON \`contact_messages\` (\`created_at\`);`,
  );
  await db.run(sql`CREATE TABLE \`mascot_visits\` (
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
  `);
  await db.run(sql`CREATE INDEX \`mascot_visits_updated_at_idx\` ON \`mascot_visits\` (\`updated_at\`);`);
  await db.run(sql`CREATE INDEX \`mascot_visits_created_at_idx\` ON \`mascot_visits\` (\`created_at\`);`);
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
  await db.run(sql`CREATE TABLE \`ticketing_subscriptions_perks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ticketing_subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`ticketing_subscriptions_perks_order_idx\` ON \`ticketing_subscriptions_perks\` (\`order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`ticketing_subscriptions_perks_parent_idx\` ON \`ticketing_subscriptions_perks\` (\`parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`ticketing_subscriptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`stand\` text NOT NULL,
  	\`adult\` numeric NOT NULL,
  	\`reduced\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ticketing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`ticketing_subscriptions_order_idx\` ON \`ticketing_subscriptions\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`ticketing_subscriptions_parent_id_idx\` ON \`ticketing_subscriptions\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`ticketing_ticket_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`age_group\` text NOT NULL,
  	\`normal\` numeric NOT NULL,
  	\`subtop\` numeric NOT NULL,
  	\`top\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ticketing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`ticketing_ticket_prices_order_idx\` ON \`ticketing_ticket_prices\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`ticketing_ticket_prices_parent_id_idx\` ON \`ticketing_ticket_prices\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`ticketing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE TABLE \`hospitality_dinners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`price_per_guest\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hospitality\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(sql`CREATE INDEX \`hospitality_dinners_order_idx\` ON \`hospitality_dinners\` (\`_order\`);`);
  await db.run(
    sql`CREATE INDEX \`hospitality_dinners_parent_id_idx\` ON \`hospitality_dinners\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`hospitality_dinners_locales\` (
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`hospitality_dinners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`hospitality_dinners_locales_locale_parent_id_unique\` ON \`hospitality_dinners_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`hospitality\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE TABLE \`contact_details_offices_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_details_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`contact_details_offices_hours_order_idx\` ON \`contact_details_offices_hours\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`contact_details_offices_hours_parent_id_idx\` ON \`contact_details_offices_hours\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`contact_details_offices_hours_locales\` (
  	\`days\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_details_offices_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`contact_details_offices_hours_locales_locale_parent_id_uniqu\` ON \`contact_details_offices_hours_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`contact_details_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`address\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE INDEX \`contact_details_offices_order_idx\` ON \`contact_details_offices\` (\`_order\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`contact_details_offices_parent_id_idx\` ON \`contact_details_offices\` (\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`contact_details_offices_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_details_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`contact_details_offices_locales_locale_parent_id_unique\` ON \`contact_details_offices_locales\` (\`_locale\`,\`_parent_id\`);`,
  );
  await db.run(sql`CREATE TABLE \`contact_details\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(sql`CREATE TABLE \`contact_details_locales\` (
  	\`fan_mail_rules\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_details\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `);
  await db.run(
    sql`CREATE UNIQUE INDEX \`contact_details_locales_locale_parent_id_unique\` ON \`contact_details_locales\` (\`_locale\`,\`_parent_id\`);`,
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
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`partners_id\` integer REFERENCES partners(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fan_clubs_id\` integer REFERENCES fan_clubs(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vip_reservations_id\` integer REFERENCES vip_reservations(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ticket_requests_id\` integer REFERENCES ticket_requests(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_messages_id\` integer REFERENCES contact_messages(id);`,
  );
  await db.run(
    sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mascot_visits_id\` integer REFERENCES mascot_visits(id);`,
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
    sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_fan_clubs_id_idx\` ON \`payload_locked_documents_rels\` (\`fan_clubs_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_vip_reservations_id_idx\` ON \`payload_locked_documents_rels\` (\`vip_reservations_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_ticket_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`ticket_requests_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_mascot_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`mascot_visits_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`,
  );
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`centenary_book_id\` integer REFERENCES media(id);`);
  await db.run(
    sql`CREATE INDEX \`club_settings_centenary_book_idx\` ON \`club_settings\` (\`centenary_book_id\`);`,
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
  await db.run(sql`DROP TABLE \`pages\`;`);
  await db.run(sql`DROP TABLE \`pages_locales\`;`);
  await db.run(sql`DROP TABLE \`faqs\`;`);
  await db.run(sql`DROP TABLE \`faqs_locales\`;`);
  await db.run(sql`DROP TABLE \`partners\`;`);
  await db.run(sql`DROP TABLE \`fan_clubs\`;`);
  await db.run(sql`DROP TABLE \`vip_reservations\`;`);
  await db.run(sql`DROP TABLE \`ticket_requests\`;`);
  await db.run(sql`DROP TABLE \`contact_messages\`;`);
  await db.run(sql`DROP TABLE \`mascot_visits\`;`);
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`);
  await db.run(sql`DROP TABLE \`redirects\`;`);
  await db.run(sql`DROP TABLE \`redirects_rels\`;`);
  await db.run(sql`DROP TABLE \`ticketing_subscriptions_perks\`;`);
  await db.run(sql`DROP TABLE \`ticketing_subscriptions\`;`);
  await db.run(sql`DROP TABLE \`ticketing_ticket_prices\`;`);
  await db.run(sql`DROP TABLE \`ticketing\`;`);
  await db.run(sql`DROP TABLE \`hospitality_dinners\`;`);
  await db.run(sql`DROP TABLE \`hospitality_dinners_locales\`;`);
  await db.run(sql`DROP TABLE \`hospitality\`;`);
  await db.run(sql`DROP TABLE \`contact_details_offices_hours\`;`);
  await db.run(sql`DROP TABLE \`contact_details_offices_hours_locales\`;`);
  await db.run(sql`DROP TABLE \`contact_details_offices\`;`);
  await db.run(sql`DROP TABLE \`contact_details_offices_locales\`;`);
  await db.run(sql`DROP TABLE \`contact_details\`;`);
  await db.run(sql`DROP TABLE \`contact_details_locales\`;`);
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
  await db.run(sql`CREATE TABLE \`__new_club_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`links_webshop\` text NOT NULL,
  	\`links_member_portal\` text NOT NULL,
  	\`links_sports_academy\` text NOT NULL,
  	\`links_ticket_shop\` text NOT NULL,
  	\`apps_ios\` text NOT NULL,
  	\`apps_android\` text NOT NULL,
  	\`social_instagram\` text NOT NULL,
  	\`social_twitter\` text NOT NULL,
  	\`social_youtube\` text NOT NULL,
  	\`social_facebook\` text NOT NULL,
  	\`social_tiktok\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `);
  await db.run(
    sql`INSERT INTO \`__new_club_settings\`("id", "name", "address_street", "address_postal_code", "phone", "email", "links_webshop", "links_member_portal", "links_sports_academy", "links_ticket_shop", "apps_ios", "apps_android", "social_instagram", "social_twitter", "social_youtube", "social_facebook", "social_tiktok", "updated_at", "created_at") SELECT "id", "name", "address_street", "address_postal_code", "phone", "email", "links_webshop", "links_member_portal", "links_sports_academy", "links_ticket_shop", "apps_ios", "apps_android", "social_instagram", "social_twitter", "social_youtube", "social_facebook", "social_tiktok", "updated_at", "created_at" FROM \`club_settings\`;`,
  );
  await db.run(sql`DROP TABLE \`club_settings\`;`);
  await db.run(sql`ALTER TABLE \`__new_club_settings\` RENAME TO \`club_settings\`;`);
}
