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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vip_reservations_notes\`;`)
  await db.run(sql`DROP TABLE \`ticket_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`contact_messages_notes\`;`)
  await db.run(sql`DROP TABLE \`mascot_visits_notes\`;`)
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
}
