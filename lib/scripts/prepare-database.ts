/**
 * Brings the database to the committed schema and fills the demo content when it
 * has none. Runs before every build and start (`npm run demo`, `npm test`).
 */
import { getPayload } from 'payload';
import { databaseMigrations } from '../cms/database';
import config from '../cms/payload.config';
import { env } from '../env';
import { seed } from '../cms/seed';

/**
 * `when-empty` (the default, for any deployment): demo content only goes into a
 * database without users. `always` (the demo): the idempotent seed adds whatever
 * demo content a newer version of the project brings to an existing demo database.
 */
export async function prepareDatabase(seeding: 'when-empty' | 'always' = 'when-empty'): Promise<void> {
  const payload = await getPayload({ config });
  await payload.db.migrate({ migrations: databaseMigrations(env.DATABASE_URL) });
  const users = await payload.count({ collection: 'users' });
  if (seeding === 'always' || users.totalDocs === 0) {
    payload.logger.info('Seeding demo content…');
    await seed(payload);
  }
  await payload.destroy();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareDatabase().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
