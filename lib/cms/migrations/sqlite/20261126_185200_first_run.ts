import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_checks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`last_backup_at\` text,
  	\`last_test_mail_sent_at\` text,
  	\`last_test_mail_server\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_checks\`;`)
}
