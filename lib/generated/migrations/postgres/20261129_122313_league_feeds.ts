import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_league_feeds_kind" AS ENUM('calendar', 'ranking');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'import-league-feeds' BEFORE 'schedulePublish';
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
  
  ALTER TABLE "matches" ADD COLUMN "league_uid" varchar;
  ALTER TABLE "matches" ADD COLUMN "league_imported" jsonb;
  ALTER TABLE "standings" ADD COLUMN "league_imported" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "league_feeds_id" integer;
  ALTER TABLE "league_feeds_club_names" ADD CONSTRAINT "league_feeds_club_names_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "league_feeds_club_names" ADD CONSTRAINT "league_feeds_club_names_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."league_feeds"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "league_feeds" ADD CONSTRAINT "league_feeds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "league_feeds" ADD CONSTRAINT "league_feeds_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "league_feeds" ADD CONSTRAINT "league_feeds_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "league_feeds_club_names_order_idx" ON "league_feeds_club_names" USING btree ("_order");
  CREATE INDEX "league_feeds_club_names_parent_id_idx" ON "league_feeds_club_names" USING btree ("_parent_id");
  CREATE INDEX "league_feeds_club_names_club_idx" ON "league_feeds_club_names" USING btree ("club_id");
  CREATE INDEX "league_feeds_team_idx" ON "league_feeds" USING btree ("team_id");
  CREATE INDEX "league_feeds_season_idx" ON "league_feeds" USING btree ("season_id");
  CREATE INDEX "league_feeds_competition_idx" ON "league_feeds" USING btree ("competition_id");
  CREATE INDEX "league_feeds_updated_at_idx" ON "league_feeds" USING btree ("updated_at");
  CREATE INDEX "league_feeds_created_at_idx" ON "league_feeds" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_league_feeds_fk" FOREIGN KEY ("league_feeds_id") REFERENCES "public"."league_feeds"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "matches_league_uid_idx" ON "matches" USING btree ("league_uid");
  CREATE INDEX "payload_locked_documents_rels_league_feeds_id_idx" ON "payload_locked_documents_rels" USING btree ("league_feeds_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "league_feeds_club_names" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "league_feeds" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "league_feeds_club_names" CASCADE;
  DROP TABLE "league_feeds" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_league_feeds_fk";
  
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
  ALTER TABLE "matches" DROP COLUMN "league_uid";
  ALTER TABLE "matches" DROP COLUMN "league_imported";
  ALTER TABLE "standings" DROP COLUMN "league_imported";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "league_feeds_id";
  DROP TYPE "public"."enum_league_feeds_kind";`)
}
