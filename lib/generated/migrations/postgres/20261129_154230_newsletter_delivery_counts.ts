import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_newsletter_deliveries_status" ADD VALUE 'skipped';
  ALTER TABLE "newsletter_editions" ADD COLUMN "counts_skipped" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_newsletter_deliveries_status";
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'suppressed', 'unsubscribed');
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_newsletter_deliveries_status";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_deliveries_status" USING "status"::"public"."enum_newsletter_deliveries_status";
  ALTER TABLE "newsletter_editions" DROP COLUMN "counts_skipped";`)
}
