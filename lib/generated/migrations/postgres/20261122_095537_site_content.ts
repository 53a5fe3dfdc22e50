import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_tags" AS ENUM('first-team', 'promises', 'youth', 'ladies', 'esports', 'interview', 'highlights', 'behind-the-scenes', 'community', 'tickets', 'transfers');
  CREATE TYPE "public"."enum__news_v_version_tags" AS ENUM('first-team', 'promises', 'youth', 'ladies', 'esports', 'interview', 'highlights', 'behind-the-scenes', 'community', 'tickets', 'transfers');
  CREATE TYPE "public"."enum_videos_tags" AS ENUM('first-team', 'promises', 'youth', 'ladies', 'esports', 'interview', 'highlights', 'behind-the-scenes', 'community', 'tickets', 'transfers');
  CREATE TYPE "public"."enum_videos_provider" AS ENUM('youtube', 'vimeo');
  CREATE TYPE "public"."enum_pages_key" AS ENUM('about', 'activities', 'volunteers', 'for-everybody', 'friends', 'mascot', 'fanclub', 'sponsoring', 'vip-experience', 'partners', 'subscriptions', 'tickets', 'refs-scouts', 'contact', 'terms', 'online-terms', 'privacy', 'cookies');
  CREATE TYPE "public"."enum_partners_tier" AS ENUM('main', 'business', 'media', 'local-hero');
  CREATE TYPE "public"."enum_vip_reservations_dinner_type" AS ENUM('brasserie', 'gastronomic', 'business-lounge');
  CREATE TYPE "public"."enum_vip_reservations_price_category" AS ENUM('adult', 'senior', 'youth', 'child');
  CREATE TYPE "public"."enum_vip_reservations_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_ticket_requests_invitation_card_type" AS ENUM('referee', 'scout', 'trainer', 'other');
  CREATE TYPE "public"."enum_ticket_requests_ticket_type" AS ENUM('main-stand-seat', 'press-box', 'standing');
  CREATE TYPE "public"."enum_ticket_requests_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_contact_messages_subject" AS ENUM('tickets', 'business', 'community', 'fan-mail', 'other');
  CREATE TYPE "public"."enum_contact_messages_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_mascot_visits_occasion" AS ENUM('birthday', 'school', 'club-event', 'company-event', 'other');
  CREATE TYPE "public"."enum_mascot_visits_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_newsletter_subscribers_locale" AS ENUM('en', 'nl', 'fr');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('301', '302', '307', '308');
  CREATE TYPE "public"."enum_ticketing_subscriptions_perks" AS ENUM('scarf', 'personalised-item', 'birthday-package', 'magazine', 'free-bus', 'priority-period', 'voucher-booklet');
  CREATE TYPE "public"."enum_ticketing_subscriptions_stand" AS ENUM('east', 'north', 'west');
  CREATE TYPE "public"."enum_ticketing_ticket_prices_age_group" AS ENUM('adult', 'senior', 'youth', 'child');
  CREATE TYPE "public"."enum_hospitality_dinners_type" AS ENUM('brasserie', 'gastronomic', 'business-lounge');
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
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_pages_key" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"tier" "enum_partners_tier" NOT NULL,
  	"url" varchar NOT NULL,
  	"logo_id" integer NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fan_clubs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"town" varchar NOT NULL,
  	"clubhouse" varchar NOT NULL,
  	"chairman" varchar NOT NULL,
  	"bus_trip" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vip_reservations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dinner_type" "enum_vip_reservations_dinner_type" NOT NULL,
  	"match_id" integer NOT NULL,
  	"match_label" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"birth_date" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"company" varchar,
  	"vat_number" varchar,
  	"street" varchar NOT NULL,
  	"house_number" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"adults" numeric NOT NULL,
  	"children" numeric NOT NULL,
  	"has_cashless_card" boolean DEFAULT false,
  	"wants_top_up_card" boolean DEFAULT false,
  	"card_number" varchar,
  	"champagne_table" boolean DEFAULT false,
  	"comments" varchar,
  	"wants_tickets" boolean DEFAULT false,
  	"ticket_count" numeric,
  	"price_category" "enum_vip_reservations_price_category",
  	"marketing_consent" boolean DEFAULT false,
  	"locale" "enum_vip_reservations_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ticket_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"match_id" integer NOT NULL,
  	"match_label" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"birth_date" varchar NOT NULL,
  	"invitation_card_type" "enum_ticket_requests_invitation_card_type" NOT NULL,
  	"invitation_card_other" varchar,
  	"ticket_type" "enum_ticket_requests_ticket_type" NOT NULL,
  	"comments" varchar,
  	"locale" "enum_ticket_requests_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" "enum_contact_messages_subject" NOT NULL,
  	"message" varchar NOT NULL,
  	"marketing_consent" boolean DEFAULT false,
  	"locale" "enum_contact_messages_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mascot_visits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"preferred_date" varchar NOT NULL,
  	"occasion" "enum_mascot_visits_occasion" NOT NULL,
  	"children" numeric NOT NULL,
  	"street" varchar NOT NULL,
  	"house_number" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"comments" varchar,
  	"marketing_consent" boolean DEFAULT false,
  	"locale" "enum_mascot_visits_locale" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  CREATE TABLE "ticketing_subscriptions_perks" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_ticketing_subscriptions_perks",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ticketing_subscriptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"stand" "enum_ticketing_subscriptions_stand" NOT NULL,
  	"adult" numeric NOT NULL,
  	"reduced" numeric NOT NULL
  );
  
  CREATE TABLE "ticketing_ticket_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"age_group" "enum_ticketing_ticket_prices_age_group" NOT NULL,
  	"normal" numeric NOT NULL,
  	"subtop" numeric NOT NULL,
  	"top" numeric NOT NULL
  );
  
  CREATE TABLE "ticketing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "hospitality_dinners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_hospitality_dinners_type" NOT NULL,
  	"price_per_guest" numeric NOT NULL
  );
  
  CREATE TABLE "hospitality_dinners_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "hospitality" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_details_offices_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar NOT NULL
  );
  
  CREATE TABLE "contact_details_offices_hours_locales" (
  	"days" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_details_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"address" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "contact_details_offices_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_details_locales" (
  	"fan_mail_rules" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fan_clubs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vip_reservations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mascot_visits_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "centenary_book_id" integer;
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
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partners" ADD CONSTRAINT "partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vip_reservations" ADD CONSTRAINT "vip_reservations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_history_chapters_fk" FOREIGN KEY ("history_chapters_id") REFERENCES "public"."history_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticketing_subscriptions_perks" ADD CONSTRAINT "ticketing_subscriptions_perks_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."ticketing_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticketing_subscriptions" ADD CONSTRAINT "ticketing_subscriptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticketing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticketing_ticket_prices" ADD CONSTRAINT "ticketing_ticket_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticketing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hospitality_dinners" ADD CONSTRAINT "hospitality_dinners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hospitality"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hospitality_dinners_locales" ADD CONSTRAINT "hospitality_dinners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hospitality_dinners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_offices_hours" ADD CONSTRAINT "contact_details_offices_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_offices_hours_locales" ADD CONSTRAINT "contact_details_offices_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details_offices_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_offices" ADD CONSTRAINT "contact_details_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_offices_locales" ADD CONSTRAINT "contact_details_offices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details_offices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_details_locales" ADD CONSTRAINT "contact_details_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_details"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE UNIQUE INDEX "pages_key_idx" ON "pages" USING btree ("key");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partners_tier_idx" ON "partners" USING btree ("tier");
  CREATE INDEX "partners_logo_idx" ON "partners" USING btree ("logo_id");
  CREATE INDEX "partners_updated_at_idx" ON "partners" USING btree ("updated_at");
  CREATE INDEX "partners_created_at_idx" ON "partners" USING btree ("created_at");
  CREATE INDEX "fan_clubs_updated_at_idx" ON "fan_clubs" USING btree ("updated_at");
  CREATE INDEX "fan_clubs_created_at_idx" ON "fan_clubs" USING btree ("created_at");
  CREATE INDEX "vip_reservations_match_idx" ON "vip_reservations" USING btree ("match_id");
  CREATE INDEX "vip_reservations_updated_at_idx" ON "vip_reservations" USING btree ("updated_at");
  CREATE INDEX "vip_reservations_created_at_idx" ON "vip_reservations" USING btree ("created_at");
  CREATE INDEX "ticket_requests_match_idx" ON "ticket_requests" USING btree ("match_id");
  CREATE INDEX "ticket_requests_updated_at_idx" ON "ticket_requests" USING btree ("updated_at");
  CREATE INDEX "ticket_requests_created_at_idx" ON "ticket_requests" USING btree ("created_at");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "mascot_visits_updated_at_idx" ON "mascot_visits" USING btree ("updated_at");
  CREATE INDEX "mascot_visits_created_at_idx" ON "mascot_visits" USING btree ("created_at");
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
  CREATE INDEX "ticketing_subscriptions_perks_order_idx" ON "ticketing_subscriptions_perks" USING btree ("order");
  CREATE INDEX "ticketing_subscriptions_perks_parent_idx" ON "ticketing_subscriptions_perks" USING btree ("parent_id");
  CREATE INDEX "ticketing_subscriptions_order_idx" ON "ticketing_subscriptions" USING btree ("_order");
  CREATE INDEX "ticketing_subscriptions_parent_id_idx" ON "ticketing_subscriptions" USING btree ("_parent_id");
  CREATE INDEX "ticketing_ticket_prices_order_idx" ON "ticketing_ticket_prices" USING btree ("_order");
  CREATE INDEX "ticketing_ticket_prices_parent_id_idx" ON "ticketing_ticket_prices" USING btree ("_parent_id");
  CREATE INDEX "hospitality_dinners_order_idx" ON "hospitality_dinners" USING btree ("_order");
  CREATE INDEX "hospitality_dinners_parent_id_idx" ON "hospitality_dinners" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "hospitality_dinners_locales_locale_parent_id_unique" ON "hospitality_dinners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_details_offices_hours_order_idx" ON "contact_details_offices_hours" USING btree ("_order");
  CREATE INDEX "contact_details_offices_hours_parent_id_idx" ON "contact_details_offices_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_details_offices_hours_locales_locale_parent_id_uniqu" ON "contact_details_offices_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_details_offices_order_idx" ON "contact_details_offices" USING btree ("_order");
  CREATE INDEX "contact_details_offices_parent_id_idx" ON "contact_details_offices" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_details_offices_locales_locale_parent_id_unique" ON "contact_details_offices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "contact_details_locales_locale_parent_id_unique" ON "contact_details_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "news" ADD CONSTRAINT "news_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_videos_fk" FOREIGN KEY ("videos_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partners_fk" FOREIGN KEY ("partners_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fan_clubs_fk" FOREIGN KEY ("fan_clubs_id") REFERENCES "public"."fan_clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vip_reservations_fk" FOREIGN KEY ("vip_reservations_id") REFERENCES "public"."vip_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_requests_fk" FOREIGN KEY ("ticket_requests_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mascot_visits_fk" FOREIGN KEY ("mascot_visits_id") REFERENCES "public"."mascot_visits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_centenary_book_id_media_id_fk" FOREIGN KEY ("centenary_book_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_kind_idx" ON "news" USING btree ("kind");
  CREATE INDEX "news_highlighted_idx" ON "news" USING btree ("highlighted");
  CREATE INDEX "news_hot_idx" ON "news" USING btree ("hot");
  CREATE INDEX "news_hero_image_idx" ON "news" USING btree ("hero_image_id");
  CREATE INDEX "_news_v_version_version_kind_idx" ON "_news_v" USING btree ("version_kind");
  CREATE INDEX "_news_v_version_version_highlighted_idx" ON "_news_v" USING btree ("version_highlighted");
  CREATE INDEX "_news_v_version_version_hot_idx" ON "_news_v" USING btree ("version_hot");
  CREATE INDEX "_news_v_version_version_hero_image_idx" ON "_news_v" USING btree ("version_hero_image_id");
  CREATE INDEX "payload_locked_documents_rels_videos_id_idx" ON "payload_locked_documents_rels" USING btree ("videos_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("partners_id");
  CREATE INDEX "payload_locked_documents_rels_fan_clubs_id_idx" ON "payload_locked_documents_rels" USING btree ("fan_clubs_id");
  CREATE INDEX "payload_locked_documents_rels_vip_reservations_id_idx" ON "payload_locked_documents_rels" USING btree ("vip_reservations_id");
  CREATE INDEX "payload_locked_documents_rels_ticket_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_requests_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_mascot_visits_id_idx" ON "payload_locked_documents_rels" USING btree ("mascot_visits_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "club_settings_centenary_book_idx" ON "club_settings" USING btree ("centenary_book_id");`);
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
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fan_clubs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vip_reservations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mascot_visits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticketing_subscriptions_perks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticketing_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticketing_ticket_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticketing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hospitality_dinners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hospitality_dinners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hospitality" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_details_offices_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_details_offices_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_details_offices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_details_offices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_details_locales" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "partners" CASCADE;
  DROP TABLE "fan_clubs" CASCADE;
  DROP TABLE "vip_reservations" CASCADE;
  DROP TABLE "ticket_requests" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "mascot_visits" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "ticketing_subscriptions_perks" CASCADE;
  DROP TABLE "ticketing_subscriptions" CASCADE;
  DROP TABLE "ticketing_ticket_prices" CASCADE;
  DROP TABLE "ticketing" CASCADE;
  DROP TABLE "hospitality_dinners" CASCADE;
  DROP TABLE "hospitality_dinners_locales" CASCADE;
  DROP TABLE "hospitality" CASCADE;
  DROP TABLE "contact_details_offices_hours" CASCADE;
  DROP TABLE "contact_details_offices_hours_locales" CASCADE;
  DROP TABLE "contact_details_offices" CASCADE;
  DROP TABLE "contact_details_offices_locales" CASCADE;
  DROP TABLE "contact_details" CASCADE;
  DROP TABLE "contact_details_locales" CASCADE;
  ALTER TABLE "news" DROP CONSTRAINT "news_hero_image_id_media_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_hero_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_videos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_partners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fan_clubs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vip_reservations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mascot_visits_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_centenary_book_id_media_id_fk";
  
  DROP INDEX "news_kind_idx";
  DROP INDEX "news_highlighted_idx";
  DROP INDEX "news_hot_idx";
  DROP INDEX "news_hero_image_idx";
  DROP INDEX "_news_v_version_version_kind_idx";
  DROP INDEX "_news_v_version_version_highlighted_idx";
  DROP INDEX "_news_v_version_version_hot_idx";
  DROP INDEX "_news_v_version_version_hero_image_idx";
  DROP INDEX "payload_locked_documents_rels_videos_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_partners_id_idx";
  DROP INDEX "payload_locked_documents_rels_fan_clubs_id_idx";
  DROP INDEX "payload_locked_documents_rels_vip_reservations_id_idx";
  DROP INDEX "payload_locked_documents_rels_ticket_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_mascot_visits_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "club_settings_centenary_book_idx";
  ALTER TABLE "news" DROP COLUMN "author";
  ALTER TABLE "news" DROP COLUMN "highlighted";
  ALTER TABLE "news" DROP COLUMN "hot";
  ALTER TABLE "news" DROP COLUMN "hero_image_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_author";
  ALTER TABLE "_news_v" DROP COLUMN "version_highlighted";
  ALTER TABLE "_news_v" DROP COLUMN "version_hot";
  ALTER TABLE "_news_v" DROP COLUMN "version_hero_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "videos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fan_clubs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vip_reservations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mascot_visits_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "club_settings" DROP COLUMN "centenary_book_id";
  DROP TYPE "public"."enum_news_tags";
  DROP TYPE "public"."enum__news_v_version_tags";
  DROP TYPE "public"."enum_videos_tags";
  DROP TYPE "public"."enum_videos_provider";
  DROP TYPE "public"."enum_pages_key";
  DROP TYPE "public"."enum_partners_tier";
  DROP TYPE "public"."enum_vip_reservations_dinner_type";
  DROP TYPE "public"."enum_vip_reservations_price_category";
  DROP TYPE "public"."enum_vip_reservations_locale";
  DROP TYPE "public"."enum_ticket_requests_invitation_card_type";
  DROP TYPE "public"."enum_ticket_requests_ticket_type";
  DROP TYPE "public"."enum_ticket_requests_locale";
  DROP TYPE "public"."enum_contact_messages_subject";
  DROP TYPE "public"."enum_contact_messages_locale";
  DROP TYPE "public"."enum_mascot_visits_occasion";
  DROP TYPE "public"."enum_mascot_visits_locale";
  DROP TYPE "public"."enum_newsletter_subscribers_locale";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";
  DROP TYPE "public"."enum_ticketing_subscriptions_perks";
  DROP TYPE "public"."enum_ticketing_subscriptions_stand";
  DROP TYPE "public"."enum_ticketing_ticket_prices_age_group";
  DROP TYPE "public"."enum_hospitality_dinners_type";`);
}
