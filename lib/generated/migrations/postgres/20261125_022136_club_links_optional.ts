import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "club_settings" ALTER COLUMN "links_webshop" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "links_member_portal" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "links_sports_academy" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "links_ticket_shop" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "apps_ios" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "apps_android" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_instagram" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_twitter" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_youtube" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_facebook" DROP NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_tiktok" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "club_settings" ALTER COLUMN "links_webshop" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "links_member_portal" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "links_sports_academy" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "links_ticket_shop" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "apps_ios" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "apps_android" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_instagram" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_twitter" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_youtube" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_facebook" SET NOT NULL;
  ALTER TABLE "club_settings" ALTER COLUMN "social_tiktok" SET NOT NULL;`)
}
