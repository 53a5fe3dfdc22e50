/**
 * A preview or exit link may only lead to a path of this site: "/nl/nieuws/…"
 * is fine; "//evil.example", "/\evil.example", "https://…" or anything with a
 * scheme or control characters is refused (an open redirect otherwise).
 */
export function sameSitePath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2000) return null;
  if (!isPlainPath(candidate) || /[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  const base = 'http://same-site.invalid';
  const url = new URL(candidate, base);
  if (url.origin !== base) return null;
  // What goes out is checked too: "/.//evil.example" and "/x/../..//evil.example" are
  // plain paths, but their dot segments resolve to "//evil.example", another site.
  const resolved = url.pathname + url.search + url.hash;
  return isPlainPath(resolved) ? resolved : null;
}

function isPlainPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
