import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { uploadOnce } from '@/lib/demo/media';

/**
 * Payload hands a local call's `context` to the hooks as `req.context`, and hooks write to
 * it: the storage plugin sets `skipCloudStorage` there while it saves a file's metadata. A
 * context shared by the whole seed carried that flag into every later upload, and the
 * several-servers stack's object store received the files of one picture out of 180.
 */
describe('the seed’s CMS calls', () => {
  it('each get a context of their own: what a hook writes into one never reaches the next', async () => {
    const seen: Record<string, unknown>[] = [];
    let id = 0;
    const remember = async ({ context }: { context: Record<string, unknown> }) => {
      seen.push({ ...context });
      // What the storage plugin leaves behind in the context it was given.
      context.skipCloudStorage = true;
      return { id: ++id };
    };
    const payload = {
      collections: { media: { config: {} } },
      create: remember,
      update: remember,
    } as unknown as Payload;
    const picture = (name: string) => ({
      name,
      mimetype: 'image/png',
      alt: { en: name, nl: name, fr: name },
      data: () => Buffer.from(name),
    });

    await uploadOnce(payload, new Map(), picture('first.png'));
    await uploadOnce(payload, new Map(), picture('second.png'));

    // A create and an update per other language, for each picture.
    expect(seen).toHaveLength(6);
    for (const context of seen) expect(context).toEqual({ disableRevalidate: true, deferSearchIndex: true });
  });
});
