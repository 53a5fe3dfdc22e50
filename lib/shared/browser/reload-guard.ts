/** SPEC §9: at most one automatic reload per 10 seconds for the same path. */
export const RELOAD_GUARD_MS = 10_000;
/** SPEC §7: the first check runs about a second after start, then at this interval. */
export const FIRST_CHECK_MS = 1_000;
export const CHECK_INTERVAL_MS = 60_000;

/** sessionStorage keys start with this, one per path: named in the cookie policy's list. */
export const RELOAD_KEY_PREFIX = 'club:reloaded:';
const key = (path: string) => `${RELOAD_KEY_PREFIX}${path}`;

/** Reloads unless this path was reloaded less than 10 s ago; says whether it did. */
export function reloadOnce(storage: Storage, path: string, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(key(path)) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key(path), String(now));
  reload();
  return true;
}
