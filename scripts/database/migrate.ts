import type { Payload } from 'payload';

// The settings and the CMS are loaded when used, not imported: as a command, a wrong setting
// is then one line of runCommand's (scripts/command.ts), not a stack trace before it could say so.

/** Applies the committed migrations that the database at DATABASE_URL lacks; never content. */
export async function migrate(payload: Payload): Promise<void> {
  const [{ env }, { databaseMigrations }] = await Promise.all([
    import('@/lib/shared/env'),
    import('@/lib/cms/database'),
  ]);
  await payload.db.migrate({ migrations: databaseMigrations(env.DATABASE_URL) });
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
