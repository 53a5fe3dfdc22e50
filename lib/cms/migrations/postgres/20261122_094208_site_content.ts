import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_tags" AS ENUM('first-team', 'promises', 'youth', 'ladies', 'esports', 'interview', 'highlights', 'behind-the-scenes', 'community', 'tickets', 'transfers');
  CREATE TYPE "public"."enum__news_v_version_tags" AS ENUM('first-team', 'promises', 'youth', 'ladies', 'esports', 'interview', 'highlights', 'behind-the-scenes', 'community', 'tickets', 'transfers');
  CREATE TYPE "public"."enum_videos_tags" AS ENUM('first-team', 'promises', 'youth', 'ladies', 'esports', 'interview', 'highlights', 'behind-the-scenes', 'community', 'tickets', 'transfers');
  CREATE TYPE "public"."enum_videos_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_newsletter_subscribers_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302', '307', '308');
  CREATE TABLE "news_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "news_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "news_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "news_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_news_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_version_photos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_news_v_version_photos_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_news_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "videos_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_videos_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "videos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" "enum_videos_provider" DEFAULT 'youtube' NOT NULL,
  	"provider_id" varchar NOT NULL,
  	"thumbnail_id" integer NOT NULL,
  	"duration" numeric NOT NULL,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "videos_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "videos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"people_id" integer
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"birth_date" timestamp(3) with time zone NOT NULL,
  	"locale" "enum_newsletter_subscribers_locale" NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"policy_version" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"history_chapters_id" integer
  );
  
  ALTER TABLE "news" ADD COLUMN "author" varchar;
  ALTER TABLE "news" ADD COLUMN "highlighted" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "hot" boolean DEFAULT false;
  ALTER TABLE "news" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_author" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_highlighted" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_hot" boolean DEFAULT false;
  ALTER TABLE "_news_v" ADD COLUMN "version_hero_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "videos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "news_tags" ADD CONSTRAINT "news_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_photos" ADD CONSTRAINT "news_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_photos" ADD CONSTRAINT "news_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_photos_locales" ADD CONSTRAINT "news_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_texts" ADD CONSTRAINT "news_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_tags" ADD CONSTRAINT "_news_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_photos" ADD CONSTRAINT "_news_v_version_photos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_version_photos" ADD CONSTRAINT "_news_v_version_photos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_photos_locales" ADD CONSTRAINT "_news_v_version_photos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_news_v_version_photos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_texts" ADD CONSTRAINT "_news_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_tags" ADD CONSTRAINT "videos_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "videos_locales" ADD CONSTRAINT "videos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "videos_rels" ADD CONSTRAINT "videos_rels_people_fk" FOREIGN KEY ("people_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_history_chapters_fk" FOREIGN KEY ("history_chapters_id") REFERENCES "public"."history_chapters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_tags_order_idx" ON "news_tags" USING btree ("order");
  CREATE INDEX "news_tags_parent_idx" ON "news_tags" USING btree ("parent_id");
  CREATE INDEX "news_photos_order_idx" ON "news_photos" USING btree ("_order");
  CREATE INDEX "news_photos_parent_id_idx" ON "news_photos" USING btree ("_parent_id");
  CREATE INDEX "news_photos_image_idx" ON "news_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "news_photos_locales_locale_parent_id_unique" ON "news_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_texts_order_parent" ON "news_texts" USING btree ("order","parent_id");
  CREATE INDEX "_news_v_version_tags_order_idx" ON "_news_v_version_tags" USING btree ("order");
  CREATE INDEX "_news_v_version_tags_parent_idx" ON "_news_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_photos_order_idx" ON "_news_v_version_photos" USING btree ("_order");
  CREATE INDEX "_news_v_version_photos_parent_id_idx" ON "_news_v_version_photos" USING btree ("_parent_id");
  CREATE INDEX "_news_v_version_photos_image_idx" ON "_news_v_version_photos" USING btree ("image_id");
  CREATE UNIQUE INDEX "_news_v_version_photos_locales_locale_parent_id_unique" ON "_news_v_version_photos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_news_v_texts_order_parent" ON "_news_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "videos_tags_order_idx" ON "videos_tags" USING btree ("order");
  CREATE INDEX "videos_tags_parent_idx" ON "videos_tags" USING btree ("parent_id");
  CREATE INDEX "videos_thumbnail_idx" ON "videos" USING btree ("thumbnail_id");
  CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published_at");
  CREATE INDEX "videos_updated_at_idx" ON "videos" USING btree ("updated_at");
  CREATE INDEX "videos_created_at_idx" ON "videos" USING btree ("created_at");
  CREATE UNIQUE INDEX "videos_locales_locale_parent_id_unique" ON "videos_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "videos_rels_order_idx" ON "videos_rels" USING btree ("order");
  CREATE INDEX "videos_rels_parent_idx" ON "videos_rels" USING btree ("parent_id");
  CREATE INDEX "videos_rels_path_idx" ON "videos_rels" USING btree ("path");
  CREATE INDEX "videos_rels_people_id_idx" ON "videos_rels" USING btree ("people_id");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_news_id_idx" ON "redirects_rels" USING btree ("news_id");
  CREATE INDEX "redirects_rels_history_chapters_id_idx" ON "redirects_rels" USING btree ("history_chapters_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_kind_idx" ON "news" USING btree ("kind");
  CREATE INDEX "news_highlighted_idx" ON "news" USING btree ("highlighted");
  CREATE INDEX "news_hot_idx" ON "news" USING btree ("hot");
  CREATE INDEX "news_hero_image_idx" ON "news" USING btree ("hero_image_id");
  CREATE INDEX "_news_v_version_version_kind_idx" ON "_news_v" USING btree ("version_kind");
  CREATE INDEX "_news_v_version_version_highlighted_idx" ON "_news_v" USING btree ("version_highlighted");
  CREATE INDEX "_news_v_version_version_hot_idx" ON "_news_v" USING btree ("version_hot");
  CREATE INDEX "_news_v_version_version_hero_image_idx" ON "_news_v" USING btree ("version_hero_image_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_photos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_version_photos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_news_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "videos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "news_tags" CASCADE;
  DROP TABLE "news_photos" CASCADE;
  DROP TABLE "news_photos_locales" CASCADE;
  DROP TABLE "news_texts" CASCADE;
  DROP TABLE "_news_v_version_tags" CASCADE;
  DROP TABLE "_news_v_version_photos" CASCADE;
  DROP TABLE "_news_v_version_photos_locales" CASCADE;
  DROP TABLE "_news_v_texts" CASCADE;
  DROP TABLE "videos_tags" CASCADE;
  DROP TABLE "videos" CASCADE;
  DROP TABLE "videos_locales" CASCADE;
  DROP TABLE "videos_rels" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_hero_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_hero_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "news_kind_idx";
  DROP INDEX "news_highlighted_idx";
  DROP INDEX "news_hot_idx";
  DROP INDEX "news_hero_image_idx";
  DROP INDEX "_news_v_version_version_kind_idx";
  DROP INDEX "_news_v_version_version_highlighted_idx";
  DROP INDEX "_news_v_version_version_hot_idx";
  DROP INDEX "_news_v_version_version_hero_image_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "news" DROP COLUMN "author";
  ALTER TABLE "news" DROP COLUMN "highlighted";
  ALTER TABLE "news" DROP COLUMN "hot";
  ALTER TABLE "news" DROP COLUMN "hero_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_author";
  ALTER TABLE "_news_v" DROP COLUMN "version_highlighted";
  ALTER TABLE "_news_v" DROP COLUMN "version_hot";
  ALTER TABLE "_news_v" DROP COLUMN "version_hero_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_news_tags";
  DROP TYPE "public"."enum__news_v_version_tags";
  DROP TYPE "public"."enum_videos_tags";
  DROP TYPE "public"."enum_videos_provider";
  DROP TYPE "public"."enum_newsletter_subscribers_locale";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`);
}
