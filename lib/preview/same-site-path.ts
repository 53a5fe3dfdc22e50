/**
 * A preview or exit link may only lead to a path of this site: "/nl/nieuws/…"
 * is fine; "//evil.example", "/\evil.example", "https://…" or anything with a
 * scheme or control characters is refused (an open redirect otherwise).
 */
export function sameSitePath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 2000) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  const base = 'http://same-site.invalid';
  const url = new URL(candidate, base);
  if (url.origin !== base) return null;
  return url.pathname + url.search + url.hash;
}
