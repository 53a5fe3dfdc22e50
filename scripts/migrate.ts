/**
 * `node commands/migrate.mjs` in a release (README "Going live"): brings the database at
 * DATABASE_URL to this release's committed schema. The production road of
 * scripts/prepare-database.ts without its demo road, so a release holds no demo content.
 */
import { migrateDatabase } from './database/migrate';

migrateDatabase().then(
  () => {
    console.log('The database is at the schema of this release.');
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
