import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres';

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "news_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_news_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "history_chapters_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "history_chapters_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "history_chapters_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_history_chapters_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_history_chapters_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_history_chapters_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v_locales" ADD CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "history_chapters_locales" ADD CONSTRAINT "history_chapters_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_history_chapters_v_locales" ADD CONSTRAINT "_history_chapters_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_meta_meta_image_idx" ON "news_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_news_v_version_meta_version_meta_image_idx" ON "_news_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "history_chapters_meta_meta_image_idx" ON "history_chapters_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_history_chapters_v_version_meta_version_meta_image_idx" ON "_history_chapters_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");`);
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news_locales" DROP CONSTRAINT "news_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_news_v_locales" DROP CONSTRAINT "_news_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "history_chapters_locales" DROP CONSTRAINT "history_chapters_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_history_chapters_v_locales" DROP CONSTRAINT "_history_chapters_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "news_meta_meta_image_idx";
  DROP INDEX "_news_v_version_meta_version_meta_image_idx";
  DROP INDEX "history_chapters_meta_meta_image_idx";
  DROP INDEX "_history_chapters_v_version_meta_version_meta_image_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  ALTER TABLE "news_locales" DROP COLUMN "meta_title";
  ALTER TABLE "news_locales" DROP COLUMN "meta_description";
  ALTER TABLE "news_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_news_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "history_chapters_locales" DROP COLUMN "meta_title";
  ALTER TABLE "history_chapters_locales" DROP COLUMN "meta_description";
  ALTER TABLE "history_chapters_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_history_chapters_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_history_chapters_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_history_chapters_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_image_id";`);
}
