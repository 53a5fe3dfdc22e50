import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_matches_live_timeline_kind" AS ENUM('kick-off', 'goal', 'yellow-card', 'red-card', 'substitution', 'added-time', 'text');
  CREATE TYPE "public"."enum_matches_live_timeline_side" AS ENUM('home', 'away');
  CREATE TYPE "public"."enum_matches_live_status" AS ENUM('not-started', 'first-half', 'half-time', 'second-half', 'extra-time', 'penalties', 'full-time', 'postponed');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'match-secretary' BEFORE 'business';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'demo-live-match' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'demo-live-match' BEFORE 'schedulePublish';
  CREATE TABLE "matches_live_timeline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_matches_live_timeline_kind" NOT NULL,
  	"minute" numeric NOT NULL,
  	"side" "enum_matches_live_timeline_side",
  	"player" varchar,
  	"player_out" varchar,
  	"assist" varchar,
  	"penalty" boolean,
  	"own_goal" boolean,
  	"added_minutes" numeric,
  	"text_en" varchar,
  	"text_nl" varchar,
  	"text_fr" varchar
  );
  
  ALTER TABLE "matches" ADD COLUMN "live_status" "enum_matches_live_status" DEFAULT 'not-started';
  ALTER TABLE "matches" ADD COLUMN "live_period_started_at" timestamp(3) with time zone;
  ALTER TABLE "matches" ADD COLUMN "live_version" numeric DEFAULT 0;
  ALTER TABLE "matches_live_timeline" ADD CONSTRAINT "matches_live_timeline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "matches_live_timeline_order_idx" ON "matches_live_timeline" USING btree ("_order");
  CREATE INDEX "matches_live_timeline_parent_id_idx" ON "matches_live_timeline" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "matches_live_timeline" CASCADE;
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'business', 'ticketing', 'community');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'submissionMail', 'enforce-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'submissionMail', 'enforce-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "matches" DROP COLUMN "live_status";
  ALTER TABLE "matches" DROP COLUMN "live_period_started_at";
  ALTER TABLE "matches" DROP COLUMN "live_version";
  DROP TYPE "public"."enum_matches_live_timeline_kind";
  DROP TYPE "public"."enum_matches_live_timeline_side";
  DROP TYPE "public"."enum_matches_live_status";`)
}
