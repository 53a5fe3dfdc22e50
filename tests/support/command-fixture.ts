/**
 * A command that ends the ways a real one can (tests/unit/command.test.ts): its first
 * argument says how.
 */
import { CommandRefused, runCommand } from '@/scripts/command';

const endings: Record<string, () => Promise<void>> = {
  done: async () => console.log('did its work'),
  refused: async () => {
    throw new CommandRefused('the folder is in use');
  },
  fault: async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  },
  // What a library does when it gives up on its own (Payload's migrate on a dev-pushed database).
  'library-exits': async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.exit(0);
  },
  // What a dependency's loading does when its import throws: a wrong setting.
  'bad-setting': async () => {
    await import('@/lib/shared/env');
  },
};

runCommand('fixture', endings[process.argv[2]]);
