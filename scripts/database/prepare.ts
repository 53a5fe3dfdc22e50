/**
 * Brings the database to the committed schema before a build or a start. Two roads:
 *
 * - production (`npm run db:prepare`, `npm run build`; a release's `node commands/migrate.mjs`
 *   runs scripts/database/migrate.ts alone, so it carries no demo content): migrations only,
 *   never content or users; a club's first admin comes from Payload's first-user screen or `npm run admin:create`;
 * - demo (`--demo`: `npm run demo`, `npm test`, `npm run stack`, `npm run bench`): the
 *   same, then the fictional club's content and its demo logins, whose passwords the README prints.
 */
import type { Payload } from 'payload';
import { seed } from '@/lib/demo';
import { demoUsers } from '@/lib/demo/demo-users';
import { migrate, withCms } from './migrate';

export type Road = 'production' | 'demo';

export async function prepare(payload: Payload, road: Road): Promise<void> {
  await migrate(payload);
  if (road === 'demo') await seedDemo(payload);
}

/**
 * The seed is idempotent, so it also adds whatever demo content a newer version of the
 * project brings to an existing demo database. It refuses a database with users of which
 * none is the demo's: that is a club's own, reached by a demo started with its DATABASE_URL,
 * and demo logins with published passwords must never get into it.
 */
async function seedDemo(payload: Payload): Promise<void> {
  const users = await payload.count({ collection: 'users' });
  const demoAdmin = await payload.count({
    collection: 'users',
    where: { email: { equals: demoUsers[0].email } },
  });
  if (users.totalDocs > 0 && demoAdmin.totalDocs === 0) {
    throw new Error(
      `The database at DATABASE_URL has users and none is the demo's (${demoUsers[0].email}): ` +
        'it is a real site. The demo is not seeded into it; give the demo a DATABASE_URL of its own.',
    );
  }
  payload.logger.info('Seeding demo content…');
  await seed(payload);
  // The seed defers the site search's index (lib/demo/football/shared.ts): filled once, here.
  const { rebuildSearchIndex } = await import('@/lib/cms/search/rebuild');
  await rebuildSearchIndex(payload);
}

/** Opens the CMS on DATABASE_URL, prepares the database for `road` and closes it again. */
export const prepareDatabase = (road: Road): Promise<void> => withCms((payload) => prepare(payload, road));
