import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Generated, then edited by hand: the opening hours' time moves into each language's row with
// the words a club had written (every language starts from them), instead of being dropped.
// SQLite adds a NOT NULL column to a table with rows only with a default.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_details_offices_hours_locales\` ADD \`time\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`contact_details_offices_hours_locales\` SET \`time\` = (SELECT \`time\` FROM \`contact_details_offices_hours\` WHERE \`contact_details_offices_hours\`.\`id\` = \`contact_details_offices_hours_locales\`.\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`contact_details_offices_hours\` DROP COLUMN \`time\`;`)
}

// Back to one time per row: the default language's, else any language's.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contact_details_offices_hours\` ADD \`time\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`contact_details_offices_hours\` SET \`time\` = COALESCE((SELECT \`time\` FROM \`contact_details_offices_hours_locales\` WHERE \`_parent_id\` = \`contact_details_offices_hours\`.\`id\` ORDER BY \`_locale\` <> 'en' LIMIT 1), '');`)
  await db.run(sql`ALTER TABLE \`contact_details_offices_hours_locales\` DROP COLUMN \`time\`;`)
}
