/**
 * `node commands/keep-static.mjs <release folder>`, in the new release before its first
 * start (docs/operations.md "Upgrading"): copies into this release's `.next/static` the browser files
 * of the release running now, its own build's (scripts/release/browser-files.ts). Their names
 * carry a hash of their content, so nothing is replaced; pages of the running build, still
 * open in browsers or held by the front cache, keep finding their scripts on an instance
 * already upgraded.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { CommandRefused, runCommand } from './command';
import { keepBrowserFiles } from './release/browser-files';

runCommand('keep-static', async () => {
  const [previous, ...rest] = process.argv.slice(2);
  if (!previous || rest.length > 0) {
    throw new CommandRefused('usage: node commands/keep-static.mjs <folder of the running release>');
  }
  const from = path.resolve(previous, '.next');
  if (!existsSync(path.join(from, 'static'))) {
    throw new CommandRefused(`${from}/static does not exist: is ${previous} a release?`);
  }
  // This command's own release: commands/keep-static.mjs sits one folder below it.
  const to = path.join(fileURLToPath(new URL('..', import.meta.url)), '.next');
  const kept = keepBrowserFiles(from, to);
  console.log(`Kept ${kept} browser files of ${path.resolve(previous)} in ${to}/static`);
});
