import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_editions_audience" AS ENUM('everyone', 'topics');
  ALTER TYPE "public"."enum_newsletter_deliveries_status" ADD VALUE 'skipped';
  CREATE TABLE "newsletter_subscribers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"newsletter_topics_id" integer
  );
  
  CREATE TABLE "newsletter_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_topics_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "invited_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "invitation_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_editions" ADD COLUMN "audience" "enum_newsletter_editions_audience" DEFAULT 'everyone';
  ALTER TABLE "newsletter_editions" ADD COLUMN "counts_skipped" numeric DEFAULT 0;
  ALTER TABLE "newsletter_editions_rels" ADD COLUMN "newsletter_topics_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_topics_id" integer;
  ALTER TABLE "newsletter_subscribers_rels" ADD CONSTRAINT "newsletter_subscribers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_subscribers_rels" ADD CONSTRAINT "newsletter_subscribers_rels_newsletter_topics_fk" FOREIGN KEY ("newsletter_topics_id") REFERENCES "public"."newsletter_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_topics_locales" ADD CONSTRAINT "newsletter_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."newsletter_topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_subscribers_rels_order_idx" ON "newsletter_subscribers_rels" USING btree ("order");
  CREATE INDEX "newsletter_subscribers_rels_parent_idx" ON "newsletter_subscribers_rels" USING btree ("parent_id");
  CREATE INDEX "newsletter_subscribers_rels_path_idx" ON "newsletter_subscribers_rels" USING btree ("path");
  CREATE INDEX "newsletter_subscribers_rels_newsletter_topics_id_idx" ON "newsletter_subscribers_rels" USING btree ("newsletter_topics_id");
  CREATE INDEX "newsletter_topics_active_idx" ON "newsletter_topics" USING btree ("active");
  CREATE INDEX "newsletter_topics_updated_at_idx" ON "newsletter_topics" USING btree ("updated_at");
  CREATE INDEX "newsletter_topics_created_at_idx" ON "newsletter_topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_topics_locales_locale_parent_id_unique" ON "newsletter_topics_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "newsletter_editions_rels" ADD CONSTRAINT "newsletter_editions_rels_newsletter_topics_fk" FOREIGN KEY ("newsletter_topics_id") REFERENCES "public"."newsletter_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_topics_fk" FOREIGN KEY ("newsletter_topics_id") REFERENCES "public"."newsletter_topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "newsletter_editions_rels_newsletter_topics_id_idx" ON "newsletter_editions_rels" USING btree ("newsletter_topics_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_topics_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_subscribers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_topics_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_subscribers_rels" CASCADE;
  DROP TABLE "newsletter_topics" CASCADE;
  DROP TABLE "newsletter_topics_locales" CASCADE;
  ALTER TABLE "newsletter_editions_rels" DROP CONSTRAINT "newsletter_editions_rels_newsletter_topics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_topics_fk";
  
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_newsletter_deliveries_status";
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'suppressed', 'unsubscribed');
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_newsletter_deliveries_status";
  ALTER TABLE "newsletter_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_newsletter_deliveries_status" USING "status"::"public"."enum_newsletter_deliveries_status";
  DROP INDEX "newsletter_editions_rels_newsletter_topics_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_topics_id_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "invited_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "invitation_claimed_at";
  ALTER TABLE "newsletter_editions" DROP COLUMN "audience";
  ALTER TABLE "newsletter_editions" DROP COLUMN "counts_skipped";
  ALTER TABLE "newsletter_editions_rels" DROP COLUMN "newsletter_topics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_topics_id";
  DROP TYPE "public"."enum_newsletter_editions_audience";`)
}
