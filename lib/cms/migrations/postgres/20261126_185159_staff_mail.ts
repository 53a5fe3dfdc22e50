import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_club_settings_mailboxes_language" AS ENUM('en', 'nl', 'fr');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'submissionMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'submissionMail' BEFORE 'schedulePublish';
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_tickets" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_business" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_community" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_general" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_language" "enum_club_settings_mailboxes_language" DEFAULT 'en';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_tickets";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_business";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_community";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_general";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_language";
  DROP TYPE "public"."enum_club_settings_mailboxes_language";`)
}
