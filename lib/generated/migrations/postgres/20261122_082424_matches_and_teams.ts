import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_matches_status" AS ENUM('scheduled', 'tbc', 'live', 'finished', 'postponed');
  CREATE TYPE "public"."enum_teams_category" AS ENUM('first_team', 'promises', 'youth', 'ladies', 'g_football', 'esports', 'referee_academy');
  CREATE TYPE "public"."enum_people_function" AS ENUM('GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'FORWARD', 'COACH', 'HEAD_TRAINER', 'ASSISTANT_TRAINER', 'PHYSICAL_TRAINER', 'KEEPER_TRAINER', 'VIDEO_ANALYST', 'TEAM_MANAGER', 'DELEGATE', 'KITMAN', 'PHYSIOTHERAPIST', 'CLUB_DOCTOR');
  CREATE TYPE "public"."enum_competitions_kind" AS ENUM('league', 'cup', 'friendly');
  CREATE TABLE "matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team_id" integer NOT NULL,
  	"opponent_id" integer NOT NULL,
  	"competition_id" integer NOT NULL,
  	"season_id" integer NOT NULL,
  	"matchday" numeric,
  	"is_home" boolean DEFAULT true,
  	"kickoff" timestamp(3) with time zone NOT NULL,
  	"status" "enum_matches_status" DEFAULT 'scheduled' NOT NULL,
  	"score_home" numeric,
  	"score_away" numeric,
  	"venue" varchar,
  	"report_id" integer,
  	"gallery_id" integer,
  	"ticket_url" varchar,
  	"schedule_revision" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category" "enum_teams_category" NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teams_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "people" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"function" "enum_people_function" NOT NULL,
  	"shirt_number" numeric,
  	"photo_id" integer,
  	"nationality" varchar,
  	"birth_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "people_locales" (
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "people_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"teams_id" integer
  );
  
  CREATE TABLE "standings_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"club_id" integer NOT NULL,
  	"played" numeric NOT NULL,
  	"won" numeric NOT NULL,
  	"draw" numeric NOT NULL,
  	"lost" numeric NOT NULL,
  	"goal_difference" numeric NOT NULL,
  	"points" numeric NOT NULL
  );
  
  CREATE TABLE "standings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"competition_id" integer NOT NULL,
  	"season_id" integer NOT NULL,
  	"team_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "competitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_competitions_kind" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "competitions_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "seasons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"ends_on" timestamp(3) with time zone NOT NULL,
  	"current" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "clubs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"short_name" varchar NOT NULL,
  	"city" varchar,
  	"stadium" varchar,
  	"logo_id" integer,
  	"is_own_club" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "open_trainings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"place" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "open_trainings_locales" (
  	"training" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_highlights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"player_of_the_season_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_highlights_locales" (
  	"player_of_the_season_note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "matches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "people_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "standings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "competitions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seasons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clubs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "open_trainings_id" integer;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_opponent_id_clubs_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_report_id_news_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_gallery_id_news_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams" ADD CONSTRAINT "teams_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams_locales" ADD CONSTRAINT "teams_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people" ADD CONSTRAINT "people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "people_locales" ADD CONSTRAINT "people_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "people_rels" ADD CONSTRAINT "people_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "standings_rows" ADD CONSTRAINT "standings_rows_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "standings_rows" ADD CONSTRAINT "standings_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."standings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "standings" ADD CONSTRAINT "standings_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "standings" ADD CONSTRAINT "standings_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "standings" ADD CONSTRAINT "standings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "competitions_locales" ADD CONSTRAINT "competitions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs" ADD CONSTRAINT "clubs_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "open_trainings_locales" ADD CONSTRAINT "open_trainings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."open_trainings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_highlights" ADD CONSTRAINT "home_highlights_player_of_the_season_id_people_id_fk" FOREIGN KEY ("player_of_the_season_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_highlights_locales" ADD CONSTRAINT "home_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_highlights"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "matches_team_idx" ON "matches" USING btree ("team_id");
  CREATE INDEX "matches_opponent_idx" ON "matches" USING btree ("opponent_id");
  CREATE INDEX "matches_competition_idx" ON "matches" USING btree ("competition_id");
  CREATE INDEX "matches_season_idx" ON "matches" USING btree ("season_id");
  CREATE INDEX "matches_kickoff_idx" ON "matches" USING btree ("kickoff");
  CREATE INDEX "matches_report_idx" ON "matches" USING btree ("report_id");
  CREATE INDEX "matches_gallery_idx" ON "matches" USING btree ("gallery_id");
  CREATE INDEX "matches_updated_at_idx" ON "matches" USING btree ("updated_at");
  CREATE INDEX "matches_created_at_idx" ON "matches" USING btree ("created_at");
  CREATE INDEX "teams_category_idx" ON "teams" USING btree ("category");
  CREATE INDEX "teams_photo_idx" ON "teams" USING btree ("photo_id");
  CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
  CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
  CREATE INDEX "teams_slug_idx" ON "teams_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "teams_locales_locale_parent_id_unique" ON "teams_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "people_last_name_idx" ON "people" USING btree ("last_name");
  CREATE INDEX "people_photo_idx" ON "people" USING btree ("photo_id");
  CREATE INDEX "people_updated_at_idx" ON "people" USING btree ("updated_at");
  CREATE INDEX "people_created_at_idx" ON "people" USING btree ("created_at");
  CREATE UNIQUE INDEX "people_locales_locale_parent_id_unique" ON "people_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "people_rels_order_idx" ON "people_rels" USING btree ("order");
  CREATE INDEX "people_rels_parent_idx" ON "people_rels" USING btree ("parent_id");
  CREATE INDEX "people_rels_path_idx" ON "people_rels" USING btree ("path");
  CREATE INDEX "people_rels_teams_id_idx" ON "people_rels" USING btree ("teams_id");
  CREATE INDEX "standings_rows_order_idx" ON "standings_rows" USING btree ("_order");
  CREATE INDEX "standings_rows_parent_id_idx" ON "standings_rows" USING btree ("_parent_id");
  CREATE INDEX "standings_rows_club_idx" ON "standings_rows" USING btree ("club_id");
  CREATE INDEX "standings_competition_idx" ON "standings" USING btree ("competition_id");
  CREATE INDEX "standings_season_idx" ON "standings" USING btree ("season_id");
  CREATE INDEX "standings_team_idx" ON "standings" USING btree ("team_id");
  CREATE INDEX "standings_updated_at_idx" ON "standings" USING btree ("updated_at");
  CREATE INDEX "standings_created_at_idx" ON "standings" USING btree ("created_at");
  CREATE INDEX "competitions_updated_at_idx" ON "competitions" USING btree ("updated_at");
  CREATE INDEX "competitions_created_at_idx" ON "competitions" USING btree ("created_at");
  CREATE UNIQUE INDEX "competitions_locales_locale_parent_id_unique" ON "competitions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "seasons_name_idx" ON "seasons" USING btree ("name");
  CREATE INDEX "seasons_updated_at_idx" ON "seasons" USING btree ("updated_at");
  CREATE INDEX "seasons_created_at_idx" ON "seasons" USING btree ("created_at");
  CREATE UNIQUE INDEX "clubs_name_idx" ON "clubs" USING btree ("name");
  CREATE INDEX "clubs_logo_idx" ON "clubs" USING btree ("logo_id");
  CREATE INDEX "clubs_updated_at_idx" ON "clubs" USING btree ("updated_at");
  CREATE INDEX "clubs_created_at_idx" ON "clubs" USING btree ("created_at");
  CREATE INDEX "open_trainings_starts_at_idx" ON "open_trainings" USING btree ("starts_at");
  CREATE INDEX "open_trainings_updated_at_idx" ON "open_trainings" USING btree ("updated_at");
  CREATE INDEX "open_trainings_created_at_idx" ON "open_trainings" USING btree ("created_at");
  CREATE UNIQUE INDEX "open_trainings_locales_locale_parent_id_unique" ON "open_trainings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_highlights_player_of_the_season_idx" ON "home_highlights" USING btree ("player_of_the_season_id");
  CREATE UNIQUE INDEX "home_highlights_locales_locale_parent_id_unique" ON "home_highlights_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_matches_fk" FOREIGN KEY ("matches_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_standings_fk" FOREIGN KEY ("standings_id") REFERENCES "public"."standings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_competitions_fk" FOREIGN KEY ("competitions_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seasons_fk" FOREIGN KEY ("seasons_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clubs_fk" FOREIGN KEY ("clubs_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_open_trainings_fk" FOREIGN KEY ("open_trainings_id") REFERENCES "public"."open_trainings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("matches_id");
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
  CREATE INDEX "payload_locked_documents_rels_people_id_idx" ON "payload_locked_documents_rels" USING btree ("people_id");
  CREATE INDEX "payload_locked_documents_rels_standings_id_idx" ON "payload_locked_documents_rels" USING btree ("standings_id");
  CREATE INDEX "payload_locked_documents_rels_competitions_id_idx" ON "payload_locked_documents_rels" USING btree ("competitions_id");
  CREATE INDEX "payload_locked_documents_rels_seasons_id_idx" ON "payload_locked_documents_rels" USING btree ("seasons_id");
  CREATE INDEX "payload_locked_documents_rels_clubs_id_idx" ON "payload_locked_documents_rels" USING btree ("clubs_id");
  CREATE INDEX "payload_locked_documents_rels_open_trainings_id_idx" ON "payload_locked_documents_rels" USING btree ("open_trainings_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "matches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "people_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "standings_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "standings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clubs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_trainings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "open_trainings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "home_highlights_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "matches" CASCADE;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "teams_locales" CASCADE;
  DROP TABLE "people" CASCADE;
  DROP TABLE "people_locales" CASCADE;
  DROP TABLE "people_rels" CASCADE;
  DROP TABLE "standings_rows" CASCADE;
  DROP TABLE "standings" CASCADE;
  DROP TABLE "competitions" CASCADE;
  DROP TABLE "competitions_locales" CASCADE;
  DROP TABLE "seasons" CASCADE;
  DROP TABLE "clubs" CASCADE;
  DROP TABLE "open_trainings" CASCADE;
  DROP TABLE "open_trainings_locales" CASCADE;
  DROP TABLE "home_highlights" CASCADE;
  DROP TABLE "home_highlights_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_matches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_teams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_people_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_standings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_competitions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seasons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clubs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_open_trainings_fk";
  
  DROP INDEX "payload_locked_documents_rels_matches_id_idx";
  DROP INDEX "payload_locked_documents_rels_teams_id_idx";
  DROP INDEX "payload_locked_documents_rels_people_id_idx";
  DROP INDEX "payload_locked_documents_rels_standings_id_idx";
  DROP INDEX "payload_locked_documents_rels_competitions_id_idx";
  DROP INDEX "payload_locked_documents_rels_seasons_id_idx";
  DROP INDEX "payload_locked_documents_rels_clubs_id_idx";
  DROP INDEX "payload_locked_documents_rels_open_trainings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "matches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "teams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "people_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "standings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "competitions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seasons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clubs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "open_trainings_id";
  DROP TYPE "public"."enum_matches_status";
  DROP TYPE "public"."enum_teams_category";
  DROP TYPE "public"."enum_people_function";
  DROP TYPE "public"."enum_competitions_kind";`);
}
