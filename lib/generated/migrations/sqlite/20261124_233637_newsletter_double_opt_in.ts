import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite';

/**
 * Double opt-in for the newsletter. Subscribers stored before it become `pending`
 * without a link: they never proved they own their address, so they get no
 * newsletter until they sign up again and confirm; nothing is deleted.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`status\` text DEFAULT 'pending' NOT NULL;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmed_at\` text;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_expires_at\` text;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` ADD \`confirmation_token_hash\` text;`);
  await db.run(
    sql`CREATE INDEX \`newsletter_subscribers_status_idx\` ON \`newsletter_subscribers\` (\`status\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`newsletter_subscribers_confirmation_expires_at_idx\` ON \`newsletter_subscribers\` (\`confirmation_expires_at\`);`,
  );
  await db.run(
    sql`CREATE INDEX \`newsletter_subscribers_confirmation_token_hash_idx\` ON \`newsletter_subscribers\` (\`confirmation_token_hash\`);`,
  );
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`newsletter_subscribers_status_idx\`;`);
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmation_expires_at_idx\`;`);
  await db.run(sql`DROP INDEX \`newsletter_subscribers_confirmation_token_hash_idx\`;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`status\`;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmed_at\`;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_expires_at\`;`);
  await db.run(sql`ALTER TABLE \`newsletter_subscribers\` DROP COLUMN \`confirmation_token_hash\`;`);
}
