import type { Payload } from 'payload';

// The settings and the CMS are loaded when used, not imported: as a command, a wrong setting
// is then one line of runCommand's (scripts/command.ts), not a stack trace before it could say so.

/**
 * Applies the committed migrations that the database at DATABASE_URL lacks; never content. When
 * they make the site search's table, the documents the site already has go into it at once: a
 * club upgrading to the search finds its years of news without running `search:rebuild`. (Not in
 * the migration itself: it would read documents through the schema of a later release.)
 */
export async function migrate(payload: Payload): Promise<void> {
  const [{ env }, { databaseMigrations }, { SEARCH_MIGRATION_NAME }, { rebuildSearchIndex }] =
    await Promise.all([
      import('@/lib/shared/env'),
      import('@/lib/cms/database'),
      import('@/lib/cms/search/search-migration-sqlite'),
      import('@/lib/cms/search/rebuild'),
    ]);
  const searchWasThere = await hasRun(payload, SEARCH_MIGRATION_NAME);
  await payload.db.migrate({ migrations: databaseMigrations(env.DATABASE_URL) });
  if (!searchWasThere) await rebuildSearchIndex(payload);
}

/** Whether the database records the migration `name` (a database without Payload's tables: no). */
async function hasRun(payload: Payload, name: string): Promise<boolean> {
  try {
    return (
      (await payload.count({ collection: 'payload-migrations', where: { name: { equals: name } } }))
        .totalDocs > 0
    );
  } catch {
    return false;
  }
}

/**
 * Opens the CMS on DATABASE_URL, runs `work` on it and closes it again. Payload keeps an
 * instance per `key` for the process, closed or not: a command that opens the CMS twice
 * (a restore reads the database it replaces, then migrates the restored one) names each.
 */
export async function withCms(work: (payload: Payload) => Promise<void>, key?: string): Promise<void> {
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@/lib/cms/payload.config'),
  ]);
  const payload = await getPayload({ config, key });
  try {
    await work(payload);
  } finally {
    await payload.destroy();
  }
}

/** Opens the CMS on DATABASE_URL, migrates it and closes it again. */
export const migrateDatabase = (): Promise<void> => withCms(migrate);
