/**
 * `npm run search:rebuild`: empties the site search's index and fills it again from every
 * published document (docs/operations.md "The site search's index"), while the site keeps serving the
 * old index until the new one is complete. The collections' hooks keep it up to date; this is
 * for after a restore from an older backup, an upgrade that changes what is indexed, or doubt.
 */
import { runCommand } from './command';
import { asDataOwner } from './data-owner';

runCommand('search:rebuild', async () => {
  await asDataOwner();
  await (await import('./search/rebuild-command')).rebuildCommand();
});
