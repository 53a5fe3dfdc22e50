import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_consent_form" AS ENUM('sign-up', 'import');
  CREATE TYPE "public"."enum_newsletter_suppressions_reason" AS ENUM('unsubscribed', 'erased', 'removed', 'bounced', 'complained');
  CREATE TABLE "newsletter_suppressions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"address_hash" varchar NOT NULL,
  	"reason" "enum_newsletter_suppressions_reason" NOT NULL,
  	"suppressed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "first_name" DROP NOT NULL;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "last_name" DROP NOT NULL;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "birth_date" DROP NOT NULL;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_form" "enum_newsletter_subscribers_consent_form" DEFAULT 'sign-up';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_suppressions_id" integer;
  CREATE UNIQUE INDEX "newsletter_suppressions_address_hash_idx" ON "newsletter_suppressions" USING btree ("address_hash");
  CREATE INDEX "newsletter_suppressions_updated_at_idx" ON "newsletter_suppressions" USING btree ("updated_at");
  CREATE INDEX "newsletter_suppressions_created_at_idx" ON "newsletter_suppressions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_suppressions_fk" FOREIGN KEY ("newsletter_suppressions_id") REFERENCES "public"."newsletter_suppressions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_suppressions_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_suppressions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_suppressions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_suppressions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_suppressions_fk";
  
  DROP INDEX "payload_locked_documents_rels_newsletter_suppressions_id_idx";
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "first_name" SET NOT NULL;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "last_name" SET NOT NULL;
  ALTER TABLE "newsletter_subscribers" ALTER COLUMN "birth_date" SET NOT NULL;
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent_form";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_suppressions_id";
  DROP TYPE "public"."enum_newsletter_subscribers_consent_form";
  DROP TYPE "public"."enum_newsletter_suppressions_reason";`)
}
