/**
 * `node commands/migrate.mjs` in a release (docs/operations.md "Going live"): brings the database at
 * DATABASE_URL to this release's committed schema. The production road of
 * scripts/prepare-database.ts without its demo road, so a release holds no demo content.
 */
import { runCommand } from './command';
import { asDataOwner } from './data-owner';
import { migrateDatabase } from './database/migrate';

runCommand('migrate', async () => {
  await asDataOwner();
  await migrateDatabase();
  console.log('The database is at the schema of this release.');
});
