import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

/**
 * Double opt-in for the newsletter. Subscribers stored before it become `pending`
 * without a link: they never proved they own their address, so they get no
 * newsletter until they sign up again and confirm; nothing is deleted.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscribers_status" AS ENUM('pending', 'confirmed');
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "status" "enum_newsletter_subscribers_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_expires_at" timestamp(3) with time zone;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmation_token_hash" varchar;
  CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");
  CREATE INDEX "newsletter_subscribers_confirmation_expires_at_idx" ON "newsletter_subscribers" USING btree ("confirmation_expires_at");
  CREATE INDEX "newsletter_subscribers_confirmation_token_hash_idx" ON "newsletter_subscribers" USING btree ("confirmation_token_hash");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "newsletter_subscribers_status_idx";
  DROP INDEX "newsletter_subscribers_confirmation_expires_at_idx";
  DROP INDEX "newsletter_subscribers_confirmation_token_hash_idx";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "status";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_expires_at";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "confirmation_token_hash";
  DROP TYPE "public"."enum_newsletter_subscribers_status";`);
}
