/**
 * Brings the database to the committed schema and fills the demo content when it
 * has none. Runs before every build and start (`npm run demo`, `npm test`).
 */
import { getPayload } from 'payload';
import { databaseMigrations } from '../cms/database';
import config from '../cms/payload.config';
import { env } from '../env';
import { seed } from '../cms/seed';

export async function prepareDatabase(): Promise<void> {
  const payload = await getPayload({ config });
  await payload.db.migrate({ migrations: databaseMigrations(env.DATABASE_URL) });
  const users = await payload.count({ collection: 'users' });
  if (users.totalDocs === 0) {
    payload.logger.info('Empty database: seeding demo content…');
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
