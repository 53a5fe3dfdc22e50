import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_league_feeds_kind" AS ENUM('calendar', 'ranking');
  CREATE TYPE "public"."enum_newsletter_editions_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_newsletter_editions_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'suppressed', 'unsubscribed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletter-send' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'import-league-feeds' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletter-send' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'import-league-feeds' BEFORE 'schedulePublish';
  CREATE TABLE "league_feeds_club_names" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"club_id" integer NOT NULL
  );
  
  CREATE TABLE "league_feeds" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"kind" "enum_league_feeds_kind" DEFAULT 'calendar' NOT NULL,
  	"team_id" integer NOT NULL,
  	"season_id" integer NOT NULL,
  	"competition_id" integer NOT NULL,
  	"url" varchar,
  	"own_names" varchar,
  	"last_run_at" timestamp(3) with time zone,
  	"last_report" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_editions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"locale" "enum_newsletter_editions_locale" NOT NULL,
  	"subject" varchar NOT NULL,
  	"preheader" varchar,
  	"body" jsonb,
  	"include_matches" boolean DEFAULT true,
  	"status" "enum_newsletter_editions_status" DEFAULT 'draft' NOT NULL,
  	"send_at" timestamp(3) with time zone,
  	"counts_queued" numeric DEFAULT 0,
  	"counts_sent" numeric DEFAULT 0,
  	"counts_failed" numeric DEFAULT 0,
  	"counts_suppressed" numeric DEFAULT 0,
  	"counts_unsubscribed" numeric DEFAULT 0,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_editions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"edition_id" integer NOT NULL,
  	"subscriber_id" integer,
  	"status" "enum_newsletter_deliveries_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"claimed_by" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "matches" ADD COLUMN "league_uid" varchar;
  ALTER TABLE "matches" ADD COLUMN "league_imported" jsonb;
  ALTER TABLE "standings" ADD COLUMN "league_imported" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "league_feeds_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_editions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "newsletter_mails_per_minute" numeric DEFAULT 120 NOT NULL;
  ALTER TABLE "league_feeds_club_names" ADD CONSTRAINT "league_feeds_club_names_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "league_feeds_club_names" ADD CONSTRAINT "league_feeds_club_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."league_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "league_feeds" ADD CONSTRAINT "league_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "league_feeds" ADD CONSTRAINT "league_feeds_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "league_feeds" ADD CONSTRAINT "league_feeds_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_editions_rels" ADD CONSTRAINT "newsletter_editions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_editions_rels" ADD CONSTRAINT "newsletter_editions_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_edition_id_newsletter_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "league_feeds_club_names_order_idx" ON "league_feeds_club_names" USING btree ("_order");
  CREATE INDEX "league_feeds_club_names_parent_id_idx" ON "league_feeds_club_names" USING btree ("_parent_id");
  CREATE INDEX "league_feeds_club_names_club_idx" ON "league_feeds_club_names" USING btree ("club_id");
  CREATE INDEX "league_feeds_team_idx" ON "league_feeds" USING btree ("team_id");
  CREATE INDEX "league_feeds_season_idx" ON "league_feeds" USING btree ("season_id");
  CREATE INDEX "league_feeds_competition_idx" ON "league_feeds" USING btree ("competition_id");
  CREATE INDEX "league_feeds_updated_at_idx" ON "league_feeds" USING btree ("updated_at");
  CREATE INDEX "league_feeds_created_at_idx" ON "league_feeds" USING btree ("created_at");
  CREATE INDEX "newsletter_editions_status_idx" ON "newsletter_editions" USING btree ("status");
  CREATE INDEX "newsletter_editions_send_at_idx" ON "newsletter_editions" USING btree ("send_at");
  CREATE INDEX "newsletter_editions_updated_at_idx" ON "newsletter_editions" USING btree ("updated_at");
  CREATE INDEX "newsletter_editions_created_at_idx" ON "newsletter_editions" USING btree ("created_at");
  CREATE INDEX "newsletter_editions_rels_order_idx" ON "newsletter_editions_rels" USING btree ("order");
  CREATE INDEX "newsletter_editions_rels_parent_idx" ON "newsletter_editions_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_editions_rels_path_idx" ON "newsletter_editions_rels" USING btree ("path");
  CREATE INDEX "newsletter_editions_rels_news_id_idx" ON "newsletter_editions_rels" USING btree ("news_id");
  CREATE INDEX "newsletter_deliveries_edition_idx" ON "newsletter_deliveries" USING btree ("edition_id");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("status");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "edition_subscriber_idx" ON "newsletter_deliveries" USING btree ("edition_id","subscriber_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_league_feeds_fk" FOREIGN KEY ("league_feeds_id") REFERENCES "public"."league_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_editions_fk" FOREIGN KEY ("newsletter_editions_id") REFERENCES "public"."newsletter_editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "matches_league_uid_idx" ON "matches" USING btree ("league_uid");
  CREATE INDEX "payload_locked_documents_rels_league_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("league_feeds_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_editions_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_editions_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "league_feeds_club_names" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "league_feeds" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_editions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_editions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "league_feeds_club_names" CASCADE;
  DROP TABLE "league_feeds" CASCADE;
  DROP TABLE "newsletter_editions" CASCADE;
  DROP TABLE "newsletter_editions_rels" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_league_feeds_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_editions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'submissionMail', 'enforce-retention', 'demo-live-match', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'submissionMail', 'enforce-retention', 'demo-live-match', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "matches_league_uid_idx";
  DROP INDEX "payload_locked_documents_rels_league_feeds_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_editions_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  ALTER TABLE "matches" DROP COLUMN "league_uid";
  ALTER TABLE "matches" DROP COLUMN "league_imported";
  ALTER TABLE "standings" DROP COLUMN "league_imported";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "league_feeds_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_editions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  ALTER TABLE "club_settings" DROP COLUMN "newsletter_mails_per_minute";
  DROP TYPE "public"."enum_league_feeds_kind";
  DROP TYPE "public"."enum_newsletter_editions_locale";
  DROP TYPE "public"."enum_newsletter_editions_status";
  DROP TYPE "public"."enum_newsletter_deliveries_status";`)
}
