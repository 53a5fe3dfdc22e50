import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real Payload on a fresh SQLite file, migrated with the committed migrations.
 * Must be created before anything imports the CMS config (it reads the environment).
 */
export async function throwawayCms(): Promise<{ payload: Payload; dispose: () => Promise<void> }> {
  // Prepared by tests/support/integration-env.ts when the file runs in the integration project.
  const dir = process.env.THROWAWAY_DIR ?? mkdtempSync(path.join(tmpdir(), 'club-cms-'));
  delete process.env.THROWAWAY_DIR;
  process.env.DATABASE_URL = `file:${path.join(dir, 'test.db')}`;
  process.env.MEDIA_DIR = path.join(dir, 'media');
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret-0123456789abcdef';
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
 * `beforeAll` has run, and it is disposed after the last test.
 */
export function useSeededCms(): () => Payload {
  let instance: Awaited<ReturnType<typeof throwawayCms>> | undefined;
  beforeAll(async () => {
    instance = await throwawayCms();
    const { seed } = await import('@/lib/cms/seed');
    await seed(instance.payload);
  });
  afterAll(async () => instance?.dispose());
  return () => {
    if (!instance) throw new Error('the CMS is not ready before beforeAll');
    return instance.payload;
  };
}
