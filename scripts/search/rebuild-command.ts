/** `npm run search:rebuild`: what it does once scripts/search-rebuild.ts has set up how it ends. */
import { parseArgs } from 'node:util';
import { getPayload } from 'payload';
import config from '@/lib/cms/payload.config';
import { rebuildSearchIndex } from '@/lib/cms/search/rebuild';

export async function rebuildCommand(): Promise<void> {
  // It takes no arguments: one given is a usage error (exit code 2), not ignored.
  parseArgs({ options: {} });
  const payload = await getPayload({ config });
  try {
    const count = await rebuildSearchIndex(payload);
    console.log(`Rebuilt the site search's index: ${count} documents (one per language)`);
  } finally {
    await payload.destroy();
  }
}
