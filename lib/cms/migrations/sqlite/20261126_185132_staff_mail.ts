import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_tickets\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_business\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_community\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_general\` text;`)
  await db.run(sql`ALTER TABLE \`club_settings\` ADD \`mailboxes_language\` text DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`club_settings\` DROP COLUMN \`mailboxes_tickets\`;`)
  await db.run(sql`ALTER TABLE \`club_settings\` DROP COLUMN \`mailboxes_business\`;`)
  await db.run(sql`ALTER TABLE \`club_settings\` DROP COLUMN \`mailboxes_community\`;`)
  await db.run(sql`ALTER TABLE \`club_settings\` DROP COLUMN \`mailboxes_general\`;`)
  await db.run(sql`ALTER TABLE \`club_settings\` DROP COLUMN \`mailboxes_language\`;`)
}
