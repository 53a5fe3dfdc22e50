import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * A command that writes the site's data, run as root (`sudo`, a root shell), becomes the
 * user that owns that data before it writes anything: the database, its -wal and -shm, the
 * media and Next's cache are then the service user's (mode 600 by the commands' umask), as
 * the server makes them. Written as root, they were root's with mode 600, and the next
 * start of the service failed ("not ready: database: failed").
 *
 * The owner is read from the folder the data lives in (the SQLite file's, else the media
 * folder: /var/lib/club-site, the service user's by deploy/install.sh), not from a user's
 * name: a checkout whose data folder is root's stays root's. Returns the user it became.
 */
export function becomeDataOwner(databaseUrl: string, mediaDir: string): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const file = databaseUrl.startsWith('postgres')
    ? undefined
    : path.resolve(databaseUrl.replace(/^file:/, ''));
  const folder = nearestExisting(file ? path.dirname(file) : path.resolve(mediaDir));
  const { uid, gid } = statSync(folder);
  if (uid === 0) return null;
  // Groups first: once the user is not root, it may not change them.
  process.setgroups!([gid]);
  process.setgid!(gid);
  process.setuid!(uid);
  return { uid, gid };
}

function nearestExisting(folder: string): string {
  let at = folder;
  while (!existsSync(at)) at = path.dirname(at);
  return at;
}

/** becomeDataOwner with the site's settings, which it loads (and so refuses when they are wrong). */
export async function asDataOwner(): Promise<void> {
  const { env } = await import('@/lib/shared/env');
  becomeDataOwner(env.DATABASE_URL, env.MEDIA_DIR);
}
