import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_rights_requests_kind" AS ENUM('access', 'erasure');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enforce-retention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enforce-retention' BEFORE 'schedulePublish';
  CREATE TABLE "rights_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_rights_requests_kind" NOT NULL,
  	"records" numeric NOT NULL,
  	"per_collection" jsonb,
  	"handled_by_id" integer,
  	"address_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rights_requests_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "retention_vip_reservations" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_ticket_requests" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_contact_messages" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_mascot_visits" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_rights_requests" numeric DEFAULT 36;
  ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "rights_requests_handled_by_idx" ON "rights_requests" USING btree ("handled_by_id");
  CREATE INDEX "rights_requests_address_hash_idx" ON "rights_requests" USING btree ("address_hash");
  CREATE INDEX "rights_requests_updated_at_idx" ON "rights_requests" USING btree ("updated_at");
  CREATE INDEX "rights_requests_created_at_idx" ON "rights_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rights_requests_fk" FOREIGN KEY ("rights_requests_id") REFERENCES "public"."rights_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_rights_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("rights_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "rights_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "rights_requests" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rights_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_rights_requests_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rights_requests_id";
  ALTER TABLE "club_settings" DROP COLUMN "retention_vip_reservations";
  ALTER TABLE "club_settings" DROP COLUMN "retention_ticket_requests";
  ALTER TABLE "club_settings" DROP COLUMN "retention_contact_messages";
  ALTER TABLE "club_settings" DROP COLUMN "retention_mascot_visits";
  ALTER TABLE "club_settings" DROP COLUMN "retention_rights_requests";
  DROP TYPE "public"."enum_rights_requests_kind";`)
}
