import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_backup_at" timestamp(3) with time zone,
  	"last_test_mail_sent_at" timestamp(3) with time zone,
  	"last_test_mail_server" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_checks" CASCADE;`)
}
