import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "club_settings" ADD COLUMN "short_name" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "path_segment" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "previous_path_segments" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "crest_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "crest_monochrome_id" integer;
  ALTER TABLE "club_settings" ADD COLUMN "founded_year" numeric;
  ALTER TABLE "club_settings" ADD COLUMN "mascot_name" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "colours_primary" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "colours_accent" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mail_sender_name" varchar;
  ALTER TABLE "club_settings" ADD COLUMN "mail_sender_address" varchar;
  ALTER TABLE "club_settings_locales" ADD COLUMN "copyright" varchar;
  ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_crest_id_media_id_fk" FOREIGN KEY ("crest_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_crest_monochrome_id_media_id_fk" FOREIGN KEY ("crest_monochrome_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "club_settings_crest_idx" ON "club_settings" USING btree ("crest_id");
  CREATE INDEX "club_settings_crest_monochrome_idx" ON "club_settings" USING btree ("crest_monochrome_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_crest_id_media_id_fk";
  
  ALTER TABLE "club_settings" DROP CONSTRAINT "club_settings_crest_monochrome_id_media_id_fk";
  
  DROP INDEX "club_settings_crest_idx";
  DROP INDEX "club_settings_crest_monochrome_idx";
  ALTER TABLE "club_settings" DROP COLUMN "short_name";
  ALTER TABLE "club_settings" DROP COLUMN "path_segment";
  ALTER TABLE "club_settings" DROP COLUMN "previous_path_segments";
  ALTER TABLE "club_settings" DROP COLUMN "crest_id";
  ALTER TABLE "club_settings" DROP COLUMN "crest_monochrome_id";
  ALTER TABLE "club_settings" DROP COLUMN "founded_year";
  ALTER TABLE "club_settings" DROP COLUMN "mascot_name";
  ALTER TABLE "club_settings" DROP COLUMN "colours_primary";
  ALTER TABLE "club_settings" DROP COLUMN "colours_accent";
  ALTER TABLE "club_settings" DROP COLUMN "mail_sender_name";
  ALTER TABLE "club_settings" DROP COLUMN "mail_sender_address";
  ALTER TABLE "club_settings_locales" DROP COLUMN "copyright";`)
}
