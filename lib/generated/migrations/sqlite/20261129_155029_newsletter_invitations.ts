import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`invited_at\` text;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`invitation_claimed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`invited_at\`;`)
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`invitation_claimed_at\`;`)
}
