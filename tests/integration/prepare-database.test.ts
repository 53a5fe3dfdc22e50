import { rmSync } from 'node:fs';
import path from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigrations } from '@/lib/cms/database';
import { queryClubInfo } from '@/lib/data/club-settings';
import { demoUsers } from '@/lib/demo/demo-users';
import { TEST_SECRET } from '../support/test-secret';

/**
 * The two roads of scripts/prepare-database.ts on one throwaway SQLite file that
 * starts empty (tests/support/integration-env.ts), not migrated: production first, then
 * the demo over it.
 */
let payload: Payload;
let prepare: typeof import('@/scripts/prepare-database').prepare;

beforeAll(async () => {
  // Read once by lib/shared/env/index.ts, so set before anything imports the CMS config.
  process.env.PAYLOAD_SECRET ??= TEST_SECRET;
  const [{ getPayload }, { default: config }, script] = await Promise.all([
    import('payload'),
    import('@/lib/cms/payload.config'),
    import('@/scripts/prepare-database'),
  ]);
  prepare = script.prepare;
  payload = await getPayload({ config });
});
afterAll(async () => {
  await payload?.destroy();
  rmSync(path.dirname(process.env.DATABASE_URL!.replace(/^file:/, '')), { recursive: true, force: true });
});

/** Every collection of the site (Payload's own bookkeeping left out), with its count. */
async function counts(): Promise<Record<string, number>> {
  const slugs = payload.config.collections
    .map((collection) => collection.slug as CollectionSlug)
    .filter((slug) => !slug.startsWith('payload-'));
  const totals = await Promise.all(slugs.map((collection) => payload.count({ collection })));
  return Object.fromEntries(slugs.map((slug, i) => [slug, totals[i].totalDocs]));
}

describe('preparing the database', () => {
  it('production, on an empty database: migrates, and adds no user and no content', async () => {
    await prepare(payload, 'production');
    const applied = await payload.find({ collection: 'payload-migrations', pagination: false });
    // The generated migrations and the site search's hand-written step (lib/cms/database.ts).
    expect(applied.docs.map((doc) => doc.name).filter((name) => name !== 'dev')).toHaveLength(
      databaseMigrations(process.env.DATABASE_URL!).length,
    );
    const empty = await counts();
    expect(Object.keys(empty)).toEqual(
      expect.arrayContaining(['users', 'news', 'media', 'matches', 'pages']),
    );
    expect(Object.values(empty).every((count) => count === 0)).toBe(true);
    expect((await payload.findGlobal({ slug: 'club-settings' })).name ?? null).toBeNull();
    // Every page's layout shows the club's details: empty, they must still read, or the build fails.
    const info = await queryClubInfo(payload, 'nl');
    expect([info.name, info.phone, info.address.city, info.links.webshop, info.social.tiktok]).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);

    // Again, as every build and restore does: nothing more.
    await prepare(payload, 'production');
    expect(await counts()).toEqual(empty);
  });

  it("demo: refuses a database whose users are not the demo's", async () => {
    const secretary = await payload.create({
      collection: 'users',
      data: {
        email: 'secretary@club.example',
        password: 'a club of our own',
        name: 'Secretary',
        roles: ['admin'],
      },
    });
    await expect(prepare(payload, 'demo')).rejects.toThrow(/none is the demo's[\s\S]*real site/);
    expect(await counts()).toMatchObject({ users: 1, news: 0, media: 0 });
    await payload.delete({ collection: 'users', id: secretary.id });
  });

  it('demo: seeds the demo club and its logins', { timeout: 180_000 }, async () => {
    await prepare(payload, 'demo');
    const users = await payload.find({ collection: 'users', sort: 'email' });
    expect(users.docs.map((user) => user.email)).toEqual(demoUsers.map((user) => user.email).sort());
    expect(await counts()).toMatchObject({ news: 42, matches: 66, media: 181 });
    expect((await payload.findGlobal({ slug: 'club-settings' })).name).toBe('KVC Westhoek');
  });
});
