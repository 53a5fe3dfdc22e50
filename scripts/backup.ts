/**
 * `npm run backup -- <folder>`: the embedded SQLite database and the media folder, copied
 * into a new folder while the site keeps running (docs/operations.md "Going live", Backups).
 * PostgreSQL is backed up with pg_dump instead.
 */
import { runCommand } from './command';
import { asDataOwner } from './data-owner';

runCommand('backup', async () => {
  await asDataOwner();
  await (await import('./backup/backup-command')).backupCommand();
});
