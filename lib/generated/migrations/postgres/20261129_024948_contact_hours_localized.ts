import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Generated, then edited by hand: the opening hours' time moves into each language's row with
// the words a club had written (every language starts from them), instead of being dropped.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_details_offices_hours_locales" ADD COLUMN "time" varchar;
  UPDATE "contact_details_offices_hours_locales" SET "time" = "hours"."time" FROM "contact_details_offices_hours" AS "hours" WHERE "hours"."id" = "contact_details_offices_hours_locales"."_parent_id";
  ALTER TABLE "contact_details_offices_hours_locales" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "contact_details_offices_hours" DROP COLUMN "time";`)
}

// Back to one time per row: the default language's, else any language's.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_details_offices_hours" ADD COLUMN "time" varchar;
  UPDATE "contact_details_offices_hours" SET "time" = COALESCE((SELECT "time" FROM "contact_details_offices_hours_locales" WHERE "_parent_id" = "contact_details_offices_hours"."id" ORDER BY "_locale" <> 'en' LIMIT 1), '');
  ALTER TABLE "contact_details_offices_hours" ALTER COLUMN "time" SET NOT NULL;
  ALTER TABLE "contact_details_offices_hours_locales" DROP COLUMN "time";`)
}
