import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { locales } from '@/lib/domain/i18n/locales';
import { TEST_SECRET } from '../support/test-secret';

/**
 * The migration that makes the opening hours' time one per language, on a club's database
 * (a throwaway SQLite file, tests/support/integration-env.ts) that already holds hours.
 */
let payload: Payload;

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ??= TEST_SECRET;
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@/lib/cms/payload.config'),
  ]);
  payload = await getPayload({ config });
});
afterAll(async () => {
  await payload?.destroy();
  rmSync(path.dirname(process.env.DATABASE_URL!.replace(/^file:/, '')), { recursive: true, force: true });
});

it('keeps the time a club had written, in each of its languages', async () => {
  const { databaseMigrations } = await import('@/lib/cms/database');
  const migrations = databaseMigrations(process.env.DATABASE_URL!);
  const localized = migrations.findIndex((migration) => migration.name.endsWith('_contact_hours_localized'));
  await payload.db.migrate({ migrations: migrations.slice(0, localized) });
  // An office whose hours were written in English and Dutch, as the schema before it stored them.
  for (const raw of [
    `INSERT INTO "contact_details" ("id") VALUES (1)`,
    `INSERT INTO "contact_details_offices" ("_order", "_parent_id", "id", "address", "phone", "email")
       VALUES (1, 1, 'office', 'Dorpsstraat 1', '+32 50 00 00 01', 'info@nieuwdorp.example')`,
    ...locales.map(
      (locale) =>
        `INSERT INTO "contact_details_offices_locales" ("name", "_locale", "_parent_id") VALUES ('Secretariaat', '${locale}', 'office')`,
    ),
    `INSERT INTO "contact_details_offices_hours" ("_order", "_parent_id", "id", "time") VALUES (1, 'office', 'hours', '10:00–17:00')`,
    `INSERT INTO "contact_details_offices_hours_locales" ("days", "_locale", "_parent_id")
       VALUES ('Monday to Friday', 'en', 'hours'), ('Maandag tot vrijdag', 'nl', 'hours')`,
  ])
    await payload.db.execute({ drizzle: payload.db.drizzle, raw });

  await payload.db.migrate({ migrations });
  const hours = await Promise.all(
    locales.map(async (locale) => {
      const global = await payload.findGlobal({ slug: 'contact-details', locale });
      return global.offices?.[0].hours?.[0];
    }),
  );
  // French had no row of its own: it falls back to the default language's, time included.
  expect(hours.map((row) => [row?.days, row?.time])).toEqual([
    ['Monday to Friday', '10:00–17:00'],
    ['Maandag tot vrijdag', '10:00–17:00'],
    ['Monday to Friday', '10:00–17:00'],
  ]);
});
