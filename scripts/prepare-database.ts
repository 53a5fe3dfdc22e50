/**
 * `npm run db:prepare [-- --demo]`: the database brought to the committed schema, and with
 * `--demo` the demo's content (scripts/database/prepare.ts says what each road does).
 * The work lives there, so a command that also prepares the database (restore) imports it
 * without starting this one.
 */
import { parseArgs } from 'node:util';
import { runCommand } from './command';
import { prepareDatabase } from './database/prepare';
import { isEntryPoint } from './entry-point';

export { prepare, prepareDatabase, type Road } from './database/prepare';

if (isEntryPoint(import.meta.url)) {
  runCommand('db:prepare', async () => {
    const { values } = parseArgs({ options: { demo: { type: 'boolean', default: false } } });
    await prepareDatabase(values.demo ? 'demo' : 'production');
  });
}
