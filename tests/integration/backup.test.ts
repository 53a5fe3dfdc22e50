import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CollectionSlug, Payload } from 'payload';
import { afterAll, describe, expect, it } from 'vitest';
import { demoUsers } from '@/lib/cms/seed/demo-users';
import { backup } from '@/scripts/backup/backup';
import { restore } from '@/scripts/backup/restore';
import { useSeededCms } from '../support/throwaway-cms';

/**
 * `npm run backup` and `npm run restore` on the seeded demo: backed up while the CMS has
 * the database open, both database and media wiped, restored, then read back by a CMS of
 * its own. A plain copy of the live file would lose the writes still in its write-ahead log.
 */
const cms = useSeededCms();
const backups = mkdtempSync(path.join(tmpdir(), 'club-backups-'));
afterAll(() => rmSync(backups, { recursive: true, force: true }));

const databaseUrl = () => process.env.DATABASE_URL!;
const databaseFile = () => databaseUrl().replace(/^file:/, '');
const mediaDir = () => process.env.MEDIA_DIR!;

/** What the site holds: every count, a few documents field by field, every media file. */
async function contents(payload: Payload) {
  const slugs = payload.config.collections
    .map((collection) => collection.slug as CollectionSlug)
    .filter((slug) => !slug.startsWith('payload-'));
  const counts = Object.fromEntries(
    await Promise.all(
      slugs.map(async (slug) => [slug, (await payload.count({ collection: slug })).totalDocs]),
    ),
  );
  const first = async <C extends CollectionSlug>(collection: C, locale?: 'nl' | 'fr') =>
    (await payload.find({ collection, locale, depth: 0, limit: 1, sort: 'id' })).docs[0];
  const media = await payload.find({ collection: 'media', depth: 0, pagination: false, sort: 'id' });
  const files = readdirSync(mediaDir()).sort();
  return {
    counts,
    documents: {
      news: [await first('news'), await first('news', 'nl'), await first('news', 'fr')],
      match: await first('matches'),
      person: await first('people', 'fr'),
      users: (await payload.find({ collection: 'users', sort: 'email' })).docs,
      clubSettings: await payload.findGlobal({ slug: 'club-settings', locale: 'nl' }),
    },
    mediaFiles: files,
    // The bytes of a few uploads: the first and last picture, and the centenary book (a PDF).
    mediaBytes: [
      media.docs[0],
      media.docs.at(-1),
      media.docs.find((doc) => doc.mimeType === 'application/pdf'),
    ].map((doc) => readFileSync(path.join(mediaDir(), doc!.filename!)).toString('base64')),
  };
}

describe('backup and restore of the embedded database and the media', () => {
  it('restores what the live site held, its last write included', { timeout: 180_000 }, async () => {
    const live = cms();
    const [article] = (await live.find({ collection: 'news', limit: 1, sort: 'id', depth: 0 })).docs;
    // Written just before the backup: it sits in the write-ahead log, not yet in the file.
    await live.update({
      collection: 'news',
      id: article.id,
      data: { title: 'Saved a moment before the backup' },
      context: { disableRevalidate: true },
    });
    expect(statSync(`${databaseFile()}-wal`).size).toBeGreaterThan(0);
    const before = await contents(live);
    expect(before.counts).toMatchObject({ users: 3, news: 42, media: 181 });
    expect(before.documents.news[0].title).toBe('Saved a moment before the backup');

    // A folder with a space, as a club's "Backups/Monday night" may be.
    const folder = path.join(backups, 'Monday night');
    const sources = { databaseUrl: databaseUrl(), mediaDir: mediaDir() };
    const lastBackup = async () => (await live.findGlobal({ slug: 'site-checks' })).lastBackupAt;
    expect(await lastBackup()).toBeFalsy();
    const made = await backup(live, folder, sources);
    await expect(backup(live, folder, sources)).rejects.toThrow(/not an empty folder/);
    // The admin's checklist reads when the last backup finished; a refused one changes nothing.
    expect(await lastBackup()).toBe(made.createdAt);

    // The live CMS lets go of the file; then the server's disk loses both.
    (live.db as unknown as SQLiteAdapter).client.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${databaseFile()}${suffix}`, { force: true });
    rmSync(mediaDir(), { recursive: true, force: true });
    expect(existsSync(databaseFile()) || existsSync(mediaDir())).toBe(false);

    restore(folder, sources);
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@/lib/cms/payload.config'),
    ]);
    const restored = await getPayload({ config, key: 'restored' });
    try {
      expect(await contents(restored)).toEqual(before);
      const login = await restored.login({ collection: 'users', data: demoUsers[0] });
      expect(login.user?.email).toBe(demoUsers[0].email);
    } finally {
      await restored.destroy();
    }
  });

  it('refuses a folder that holds no finished backup, and PostgreSQL', async () => {
    const unfinished = mkdtempSync(path.join(backups, 'unfinished-'));
    expect(() => restore(unfinished, { databaseUrl: databaseUrl(), mediaDir: mediaDir() })).toThrow(
      /not a finished backup/,
    );
    await expect(
      backup(cms(), path.join(backups, 'postgres'), {
        databaseUrl: 'postgres://club@127.0.0.1/club',
        mediaDir: mediaDir(),
      }),
    ).rejects.toThrow(/pg_dump/);
  });
});
