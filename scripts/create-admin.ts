/**
 * `npm run admin:create -- --email someone@club.example [--name "Their Name"]`: adds an
 * admin account to the database at DATABASE_URL, e.g. a production site's first admin
 * (docs/operations.md "Going live"). The password comes from ADMIN_PASSWORD or, without it, is asked
 * twice on the terminal; there is no default one.
 */
import { runCommand } from './command';
import { asDataOwner } from './data-owner';

runCommand('admin:create', async () => {
  await asDataOwner();
  await (await import('./admin/command')).createAdminCommand();
});
