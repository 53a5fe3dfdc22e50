import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, inject } from 'vitest';
import { TEST_SECRET } from './test-secret';

/**
 * A real Payload on a fresh SQLite file, migrated with the committed migrations.
 * Must be created before anything imports the CMS config (it reads the environment).
 * `from`: a folder whose `test.db` and `media/` the new one starts as a copy of.
 */
export async function throwawayCms(
  from?: string,
): Promise<{ payload: Payload; dispose: () => Promise<void> }> {
  // Prepared by tests/support/integration-env.ts when the file runs in the integration project.
  const dir = process.env.THROWAWAY_DIR ?? mkdtempSync(path.join(tmpdir(), 'club-cms-'));
  delete process.env.THROWAWAY_DIR;
  if (from) cpSync(from, dir, { recursive: true });
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  process.env.PAYLOAD_SECRET ??= TEST_SECRET;
  const [{ getPayload }, { default: config }, { databaseMigrations }] = await Promise.all([
    import('payload'),
    import('@/lib/cms/payload.config'),
    import('@/lib/cms/database'),
  ]);
  const payload = await getPayload({ config });
  await payload.db.migrate({ migrations: databaseMigrations(process.env.DATABASE_URL) });
  return {
    payload,
    dispose: async () => {
      await payload.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a seeded throwaway CMS for the test file: `cms()` returns it once
 * `beforeAll` has run, and it is disposed after the last test. The file may change it
 * at will: it is its own copy of the demo seeded once per run (seedOnce).
 */
export function useSeededCms(): () => Payload {
  let instance: Awaited<ReturnType<typeof throwawayCms>> | undefined;
  beforeAll(async () => {
    instance = await seedOnce(path.join(inject('seededCmsTemplates'), 'demo'));
  });
  afterAll(async () => instance?.dispose());
  return () => {
    if (!instance) throw new Error('the CMS is not ready before beforeAll');
    return instance.payload;
  };
}

/**
 * Seeding draws and encodes a few hundred pictures (about 20 s), so a run does it once:
 * the first file seeds its own database and leaves a copy of it and its media in
 * `template` before any of its tests runs; every later file starts from that copy.
 * Two files that seed at the same time both keep their own; the first copy stays.
 */
async function seedOnce(template: string): Promise<Awaited<ReturnType<typeof throwawayCms>>> {
  if (existsSync(template)) return throwawayCms(template);
  const instance = await throwawayCms();
  const [{ seed }, { rebuildSearchIndex }] = await Promise.all([
    import('@/lib/demo'),
    import('@/lib/cms/search/rebuild'),
  ]);
  await seed(instance.payload);
  // As scripts/database/prepare.ts does: the seed defers the site search's index.
  await rebuildSearchIndex(instance.payload);
  await saveTemplate(instance.payload, template);
  return instance;
}

/** The database (its write-ahead log folded in first) and the media, put in place at once. */
async function saveTemplate(payload: Payload, template: string): Promise<void> {
  await (payload.db as unknown as SQLiteAdapter).client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  const staging = mkdtempSync(`${template}-`);
  cpSync(process.env.DATABASE_URL!.replace(/^file:/, ''), path.join(staging, 'test.db'));
  cpSync(process.env.MEDIA_DIR!, path.join(staging, 'media'), { recursive: true });
  try {
    renameSync(staging, template);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!['EEXIST', 'ENOTEMPTY'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}
