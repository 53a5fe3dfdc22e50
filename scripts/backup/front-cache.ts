import { accessSync, constants, existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where deploy/nginx/club-site.conf keeps the pages it caches (render.mjs's CACHE_DIR). */
export const FRONT_CACHE_DIR = '/var/cache/nginx/club-site';

/**
 * Empties the front's (nginx's) page cache after a restore: its files, not the folder,
 * which nginx made and owns. nginx takes a cached page whose file is gone for a miss and
 * asks an instance again. Returns false when the folder is there but this user may not
 * empty it (it is nginx's: root may), for the command to say so; true when emptied or
 * when there is no front cache on this machine.
 */
export function emptyFrontCache(folder: string): boolean {
  if (!existsSync(folder)) return true;
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch {
    return false;
  }
  for (const entry of readdirSync(folder)) rmSync(path.join(folder, entry), { recursive: true, force: true });
  return true;
}
