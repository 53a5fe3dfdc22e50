import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`club_settings_centenary_book_idx\` ON \`club_settings\` (\`centenary_book_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`centenary_book_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`centenary_book_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_club_settings\`("id", "name", "address_street", "address_postal_code", "phone", "email", "links_webshop", "links_member_portal", "links_sports_academy", "links_ticket_shop", "apps_ios", "apps_android", "social_instagram", "social_twitter", "social_youtube", "social_facebook", "social_tiktok", "centenary_book_id", "updated_at", "created_at") SELECT "id", "name", "address_street", "address_postal_code", "phone", "email", "links_webshop", "links_member_portal", "links_sports_academy", "links_ticket_shop", "apps_ios", "apps_android", "social_instagram", "social_twitter", "social_youtube", "social_facebook", "social_tiktok", "centenary_book_id", "updated_at", "created_at" FROM \`club_settings\`;`)
  await db.run(sql`DROP TABLE \`club_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_club_settings\` RENAME TO \`club_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`club_settings_centenary_book_idx\` ON \`club_settings\` (\`centenary_book_id\`);`)
}
