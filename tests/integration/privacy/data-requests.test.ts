/**
 * A visitor's requests about their data (GDPR articles 15 and 17), through the endpoints
 * of the admin's tool, on a throwaway copy of the demo: the copy of everything held under
 * an address, its erasure (all or nothing) and the log that keeps no address.
 */
import { createLocalReq, type CollectionSlug, type Payload, type PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '@/lib/generated/payload-types';
import { addressHolders } from '@/lib/cms/collections/RightsRequests/personal-data';
import { submissionCollections } from '@/lib/cms/collections/Submissions';
import { personalDataSamples } from '../../support/personal-data-samples';
import { useSeededCms } from '../../support/throwaway-cms';

const cms = useSeededCms();

const userByEmail = async (email: string) =>
  (await cms().find({ collection: 'users', where: { email: { equals: email } } })).docs[0] as User;

const holders = () => addressHolders(cms().config.collections);

async function someMatch() {
  const {
    docs: [match],
  } = await cms().find({ collection: 'matches', limit: 1, depth: 0 });
  return { id: match.id as number, label: 'KVC Westhoek – FC Example' };
}

/** One document holding `email` in every collection that can hold one; their ids by collection. */
async function storeEverywhere(email: string): Promise<Record<string, number | string>> {
  const samples = personalDataSamples(email, await someMatch());
  const ids: Record<string, number | string> = {};
  for (const { slug } of holders()) {
    const doc = await cms().create({ collection: slug, data: samples[slug] as never });
    ids[slug] = doc.id;
  }
  return ids;
}

async function countUnder(slug: CollectionSlug, id: number | string) {
  return (await cms().find({ collection: slug, where: { id: { equals: id } }, depth: 0 })).totalDocs;
}

/** Calls one of the tool's endpoints as `user`, with a JSON body, as the admin's browser does. */
async function callTool(path: string, body: unknown, user: User | null = null): Promise<Response> {
  const endpoint = cms().collections['rights-requests'].config.endpoints || [];
  const handler = endpoint.find((candidate) => candidate.path === path)!.handler;
  const req = (await createLocalReq(
    { user: user ? { ...user, collection: 'users' } : undefined },
    cms(),
  )) as PayloadRequest;
  req.headers = new Headers({ 'content-type': 'application/json' });
  req.json = async () => body;
  return handler(req);
}

async function suppressionOf(address: string) {
  const { suppressionKey } = await import('@/lib/domain/newsletter/suppression');
  const { docs } = await cms().find({
    collection: 'newsletter-suppressions',
    where: { addressHash: { equals: suppressionKey(address) } },
    depth: 0,
  });
  return docs[0];
}

async function logEntries() {
  return (await cms().find({ collection: 'rights-requests', sort: '-createdAt', depth: 0, limit: 50 })).docs;
}

describe('the collections a data request covers', () => {
  it('are read from the CMS config: every form, the newsletter, and each has a test sample', async () => {
    const slugs = holders().map((holder) => holder.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        ...submissionCollections.map((collection) => collection.slug),
        'newsletter-subscribers',
      ]),
    );
    // Staff accounts are removed under Users, never by a visitor's request.
    expect(slugs).not.toContain('users');
    // A new collection that stores an address fails here until personal-data-samples.ts has one.
    expect([...slugs].sort()).toEqual(
      Object.keys(personalDataSamples('a@example.com', await someMatch())).sort(),
    );
  });

  it('find an e-mail field at any depth of a collection', () => {
    expect(
      addressHolders([
        {
          slug: 'new-form',
          fields: [
            { type: 'row', fields: [{ name: 'contactEmail', type: 'email' }] },
            { name: 'guests', type: 'array', fields: [{ name: 'email', type: 'email' }] },
            { name: 'billing', type: 'group', fields: [{ name: 'email', type: 'email' }] },
            { name: 'note', type: 'text' },
          ],
        },
        { slug: 'no-address', fields: [{ name: 'title', type: 'text' }] },
        { slug: 'staff', auth: true, fields: [{ name: 'email', type: 'email' }] },
      ]),
    ).toEqual([{ slug: 'new-form', paths: ['contactEmail', 'guests.email', 'billing.email'] }]);
  });
});

describe('a copy of everything held under an address', () => {
  it('is one JSON download with each record, whatever the case of the address, and nothing of others', async () => {
    const ids = await storeEverywhere('Copy.Me@Example.com');
    const decoys = await storeEverywhere('xcopy.me@example.com');
    const admin = await userByEmail('admin@westhoek.example');

    const response = await callTool('/export', { email: ' copy.me@example.com ' }, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const file = await response.json();
    expect(file.address).toBe('copy.me@example.com');
    expect(file.records).toBe(holders().length);
    for (const { slug } of holders()) {
      expect(
        file.collections[slug].map((doc: { id: number }) => doc.id),
        slug,
      ).toEqual([ids[slug]]);
      expect(file.collections[slug][0].id).not.toBe(decoys[slug]);
    }
    // A field nobody reads, not even an admin, stays out (the confirmation token's hash).
    expect(JSON.stringify(file)).not.toContain('confirmationTokenHash');

    const [entry] = await logEntries();
    expect(entry).toMatchObject({ kind: 'access', records: holders().length, handledBy: admin.id });
    expect(Object.values(entry.perCollection as Record<string, number>)).toEqual(holders().map(() => 1));
    expect(entry.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(entry).toLowerCase()).not.toContain('copy.me');
  });
});

describe('erasing everything held under an address', () => {
  it('is all or nothing: a failure half-way erases nothing, then a retry erases every record and logs it', async () => {
    const ids = await storeEverywhere('erase.me@example.com');
    const decoys = await storeEverywhere('erase.me.not@example.com');
    const admin = await userByEmail('admin@westhoek.example');
    const payload: Payload = cms();
    const lookup = await (await callTool('/lookup', { email: 'ERASE.me@example.com' }, admin)).json();
    expect(lookup.records).toBe(holders().length);
    const logged = (await logEntries()).length;

    // The third collection's deletion fails (a disk full, a lost connection): the first two roll back.
    const realDelete = payload.delete.bind(payload);
    let deletions = 0;
    const failing = vi.spyOn(payload, 'delete').mockImplementation(((
      args: Parameters<Payload['delete']>[0],
    ) => {
      deletions += 1;
      if (deletions === 3) throw new Error('the disk is full');
      return realDelete(args);
    }) as Payload['delete']);
    await expect(
      callTool('/erase', { email: 'erase.me@example.com', expectedRecords: lookup.records }, admin),
    ).rejects.toThrow('the disk is full');
    failing.mockRestore();
    for (const { slug } of holders()) expect(await countUnder(slug, ids[slug]), `${slug} kept`).toBe(1);
    expect((await logEntries()).length).toBe(logged);
    expect(await suppressionOf('erase.me@example.com')).toBeUndefined();

    const response = await callTool(
      '/erase',
      { email: 'erase.me@example.com', expectedRecords: lookup.records },
      admin,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ records: holders().length });
    for (const { slug } of holders()) {
      expect(await countUnder(slug, ids[slug]), `${slug} erased`).toBe(0);
      expect(await countUnder(slug, decoys[slug]), `${slug} of another address`).toBe(1);
    }
    const [entry] = await logEntries();
    expect(entry).toMatchObject({ kind: 'erasure', records: holders().length, handledBy: admin.id });
    // The erased subscriber's address stays on the newsletter's suppression list, as a keyed hash only.
    expect(await suppressionOf('erase.me@example.com')).toMatchObject({ reason: 'erased' });
    expect(await suppressionOf('erase.me.not@example.com')).toBeUndefined();
    expect(JSON.stringify(entry).toLowerCase()).not.toContain('erase.me');

    // The address entered again finds the earlier requests about it by their hash, and nothing held.
    const again = await (await callTool('/lookup', { email: 'erase.me@example.com' }, admin)).json();
    expect(again.records).toBe(0);
    expect(again.earlier.map((request: { kind: string }) => request.kind)).toEqual(['erasure']);
  });

  it('erases nothing when what is held changed since the admin counted it', async () => {
    const ids = await storeEverywhere('changed@example.com');
    const admin = await userByEmail('admin@westhoek.example');
    const response = await callTool('/erase', { email: 'changed@example.com', expectedRecords: 1 }, admin);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'changedSinceLookup', records: holders().length });
    for (const { slug } of holders()) expect(await countUnder(slug, ids[slug])).toBe(1);
  });

  it('is refused to editors and visitors, and for anything but an address and a confirmed count', async () => {
    const editor = await userByEmail('editor@westhoek.example');
    const admin = await userByEmail('admin@westhoek.example');
    for (const path of ['/lookup', '/export', '/erase']) {
      expect((await callTool(path, { email: 'a@example.com', expectedRecords: 0 }, editor)).status).toBe(403);
      expect((await callTool(path, { email: 'a@example.com', expectedRecords: 0 })).status).toBe(403);
      expect((await callTool(path, { email: 'not an address' }, admin)).status).toBe(400);
    }
    expect((await callTool('/erase', { email: 'a@example.com' }, admin)).status).toBe(400);
    expect((await callTool('/erase', { email: 'a@example.com', expectedRecords: -1 }, admin)).status).toBe(
      400,
    );
  });

  it('leaves a log that nobody edits or deletes, and only admins read', async () => {
    const editor = await userByEmail('editor@westhoek.example');
    const admin = await userByEmail('admin@westhoek.example');
    const collection = 'rights-requests';
    await expect(cms().find({ collection, overrideAccess: false, user: editor })).rejects.toThrow();
    const [entry] = (await cms().find({ collection, overrideAccess: false, user: admin, limit: 1 })).docs;
    await expect(
      cms().delete({ collection, id: entry.id, overrideAccess: false, user: admin }),
    ).rejects.toThrow();
    await expect(
      cms().update({
        collection,
        id: entry.id,
        data: { records: 0 } as never,
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow();
  });
});
