import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vip_reservations_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_ticket_requests_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_mascot_visits_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_rights_requests_kind" AS ENUM('access', 'erasure');
  CREATE TYPE "public"."enum_club_settings_mailboxes_language" AS ENUM('en', 'nl', 'fr');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'business';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'ticketing';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'community';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'submissionMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enforce-retention' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'submissionMail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enforce-retention' BEFORE 'schedulePublish';
  CREATE TABLE "vip_reservations_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "ticket_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_messages_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mascot_visits_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
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
  
  CREATE TABLE "site_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_backup_at" timestamp(3) with time zone,
  	"last_test_mail_sent_at" timestamp(3) with time zone,
  	"last_test_mail_server" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "vip_reservations" ADD COLUMN "status" "enum_vip_reservations_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "vip_reservations" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "ticket_requests" ADD COLUMN "status" "enum_ticket_requests_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "ticket_requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "mascot_visits" ADD COLUMN "status" "enum_mascot_visits_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "mascot_visits" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rights_requests_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "short_name" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "path_segment" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "previous_path_segments" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "crest_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "crest_monochrome_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "founded_year" numeric;
  ALTER TABLE "club_settings" ADD COLUMN "mascot_name" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "colours_primary" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "colours_accent" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mail_sender_name" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mail_sender_address" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_tickets" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_business" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_community" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_general" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mailboxes_language" "enum_club_settings_mailboxes_language" DEFAULT 'en';
  ALTER TABLE "club_settings" ADD COLUMN "retention_vip_reservations" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_ticket_requests" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_contact_messages" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_mascot_visits" numeric DEFAULT 12;
  ALTER TABLE "club_settings" ADD COLUMN "retention_rights_requests" numeric DEFAULT 36;
  ALTER TABLE "club_settings_locales" ADD COLUMN "copyright" varchar;
  ALTER TABLE "vip_reservations_notes" ADD CONSTRAINT "vip_reservations_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vip_reservations_notes" ADD CONSTRAINT "vip_reservations_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vip_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_requests_notes" ADD CONSTRAINT "ticket_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_requests_notes" ADD CONSTRAINT "ticket_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mascot_visits_notes" ADD CONSTRAINT "mascot_visits_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mascot_visits_notes" ADD CONSTRAINT "mascot_visits_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mascot_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vip_reservations_notes_order_idx" ON "vip_reservations_notes" USING btree ("_order");
  CREATE INDEX "vip_reservations_notes_parent_id_idx" ON "vip_reservations_notes" USING btree ("_parent_id");
  CREATE INDEX "vip_reservations_notes_author_idx" ON "vip_reservations_notes" USING btree ("author_id");
  CREATE INDEX "ticket_requests_notes_order_idx" ON "ticket_requests_notes" USING btree ("_order");
  CREATE INDEX "ticket_requests_notes_parent_id_idx" ON "ticket_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "ticket_requests_notes_author_idx" ON "ticket_requests_notes" USING btree ("author_id");
  CREATE INDEX "contact_messages_notes_order_idx" ON "contact_messages_notes" USING btree ("_order");
  CREATE INDEX "contact_messages_notes_parent_id_idx" ON "contact_messages_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_notes_author_idx" ON "contact_messages_notes" USING btree ("author_id");
  CREATE INDEX "mascot_visits_notes_order_idx" ON "mascot_visits_notes" USING btree ("_order");
  CREATE INDEX "mascot_visits_notes_parent_id_idx" ON "mascot_visits_notes" USING btree ("_parent_id");
  CREATE INDEX "mascot_visits_notes_author_idx" ON "mascot_visits_notes" USING btree ("author_id");
  CREATE INDEX "rights_requests_handled_by_idx" ON "rights_requests" USING btree ("handled_by_id");
  CREATE INDEX "rights_requests_address_hash_idx" ON "rights_requests" USING btree ("address_hash");
  CREATE INDEX "rights_requests_updated_at_idx" ON "rights_requests" USING btree ("updated_at");
  CREATE INDEX "rights_requests_created_at_idx" ON "rights_requests" USING btree ("created_at");
  ALTER TABLE "vip_reservations" ADD CONSTRAINT "vip_reservations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mascot_visits" ADD CONSTRAINT "mascot_visits_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rights_requests_fk" FOREIGN KEY ("rights_requests_id") REFERENCES "public"."rights_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_crest_id_media_id_fk" FOREIGN KEY ("crest_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_crest_monochrome_id_media_id_fk" FOREIGN KEY ("crest_monochrome_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vip_reservations_status_idx" ON "vip_reservations" USING btree ("status");
  CREATE INDEX "vip_reservations_assignee_idx" ON "vip_reservations" USING btree ("assignee_id");
  CREATE INDEX "ticket_requests_status_idx" ON "ticket_requests" USING btree ("status");
  CREATE INDEX "ticket_requests_assignee_idx" ON "ticket_requests" USING btree ("assignee_id");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_assignee_idx" ON "contact_messages" USING btree ("assignee_id");
  CREATE INDEX "mascot_visits_status_idx" ON "mascot_visits" USING btree ("status");
  CREATE INDEX "mascot_visits_assignee_idx" ON "mascot_visits" USING btree ("assignee_id");
  CREATE INDEX "payload_locked_documents_rels_rights_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("rights_requests_id");
  CREATE INDEX "club_settings_crest_idx" ON "club_settings" USING btree ("crest_id");
  CREATE INDEX "club_settings_crest_monochrome_idx" ON "club_settings" USING btree ("crest_monochrome_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vip_reservations_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mascot_visits_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rights_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vip_reservations_notes" CASCADE;
  DROP TABLE "ticket_requests_notes" CASCADE;
  DROP TABLE "contact_messages_notes" CASCADE;
  DROP TABLE "mascot_visits_notes" CASCADE;
  DROP TABLE "rights_requests" CASCADE;
  DROP TABLE "site_checks" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "vip_reservations" DROP CONSTRAINT "vip_reservations_assignee_id_users_id_fk";
  
  ALTER TABLE "ticket_requests" DROP CONSTRAINT "ticket_requests_assignee_id_users_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_assignee_id_users_id_fk";
  
  ALTER TABLE "mascot_visits" DROP CONSTRAINT "mascot_visits_assignee_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rights_requests_fk";
  
  ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_crest_id_media_id_fk";
  
  ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_crest_monochrome_id_media_id_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "vip_reservations_status_idx";
  DROP INDEX "vip_reservations_assignee_idx";
  DROP INDEX "ticket_requests_status_idx";
  DROP INDEX "ticket_requests_assignee_idx";
  DROP INDEX "contact_messages_status_idx";
  DROP INDEX "contact_messages_assignee_idx";
  DROP INDEX "mascot_visits_status_idx";
  DROP INDEX "mascot_visits_assignee_idx";
  DROP INDEX "payload_locked_documents_rels_rights_requests_id_idx";
  DROP INDEX "club_settings_crest_idx";
  DROP INDEX "club_settings_crest_monochrome_idx";
  ALTER TABLE "vip_reservations" DROP COLUMN "status";
  ALTER TABLE "vip_reservations" DROP COLUMN "assignee_id";
  ALTER TABLE "ticket_requests" DROP COLUMN "status";
  ALTER TABLE "ticket_requests" DROP COLUMN "assignee_id";
  ALTER TABLE "contact_messages" DROP COLUMN "status";
  ALTER TABLE "contact_messages" DROP COLUMN "assignee_id";
  ALTER TABLE "mascot_visits" DROP COLUMN "status";
  ALTER TABLE "mascot_visits" DROP COLUMN "assignee_id";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rights_requests_id";
  ALTER TABLE "club_settings" DROP COLUMN "short_name";
  ALTER TABLE "club_settings" DROP COLUMN "path_segment";
  ALTER TABLE "club_settings" DROP COLUMN "previous_path_segments";
  ALTER TABLE "club_settings" DROP COLUMN "crest_id";
  ALTER TABLE "club_settings" DROP COLUMN "crest_monochrome_id";
  ALTER TABLE "club_settings" DROP COLUMN "founded_year";
  ALTER TABLE "club_settings" DROP COLUMN "mascot_name";
  ALTER TABLE "club_settings" DROP COLUMN "colours_primary";
  ALTER TABLE "club_settings" DROP COLUMN "colours_accent";
  ALTER TABLE "club_settings" DROP COLUMN "mail_sender_name";
  ALTER TABLE "club_settings" DROP COLUMN "mail_sender_address";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_tickets";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_business";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_community";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_general";
  ALTER TABLE "club_settings" DROP COLUMN "mailboxes_language";
  ALTER TABLE "club_settings" DROP COLUMN "retention_vip_reservations";
  ALTER TABLE "club_settings" DROP COLUMN "retention_ticket_requests";
  ALTER TABLE "club_settings" DROP COLUMN "retention_contact_messages";
  ALTER TABLE "club_settings" DROP COLUMN "retention_mascot_visits";
  ALTER TABLE "club_settings" DROP COLUMN "retention_rights_requests";
  ALTER TABLE "club_settings_locales" DROP COLUMN "copyright";
  DROP TYPE "public"."enum_vip_reservations_status";
  DROP TYPE "public"."enum_ticket_requests_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_mascot_visits_status";
  DROP TYPE "public"."enum_rights_requests_kind";
  DROP TYPE "public"."enum_club_settings_mailboxes_language";`)
}
