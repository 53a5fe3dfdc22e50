import { getPayload, type Payload } from 'payload';
import { databaseMigrations } from '@/lib/cms/database';
import config from '@/lib/cms/payload.config';
import { env } from '@/lib/env';

/** Applies the committed migrations that the database at DATABASE_URL lacks; never content. */
export async function migrate(payload: Payload): Promise<void> {
  await payload.db.migrate({ migrations: databaseMigrations(env.DATABASE_URL) });
}

/** Opens the CMS on DATABASE_URL, migrates it and closes it again. */
export async function migrateDatabase(): Promise<void> {
  const payload = await getPayload({ config });
  try {
    await migrate(payload);
  } finally {
    await payload.destroy();
  }
}
