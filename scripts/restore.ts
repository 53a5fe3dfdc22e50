/**
 * `npm run restore -- <folder>`: puts a backup of `npm run backup` in place of the
 * embedded SQLite database and the media folder, then migrates it to this release's
 * schema (never seeding). Stop the site first (docs/operations.md "Going live", Backups).
 */
import { runCommand } from './command';

runCommand('restore', async () => (await import('./backup/restore-command')).restoreCommand());
