// Any origin no site has: a path of this site resolves to it, an address of another host does not.
const here = 'https://site.invalid';

/**
 * Whether `url`, which starts like an address on this site (`/…`, `#…`), leads to another
 * host once a browser reads it: `//host/…`, and `/\host/…`, since a backslash is a slash
 * in an http address. A url the parser refuses leads nowhere safe either.
 */
export function leavesTheSite(url: string): boolean {
  try {
    return new URL(url, here).origin !== here;
  } catch {
    return true;
  }
}
