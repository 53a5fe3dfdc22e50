/**
 * The origin a visitor's browser used for a request, from the host and scheme the proxies
 * before the app name (X-Forwarded-Host and -Proto, else Host and `protocol`), or undefined
 * when the request names no host. The site's public address (SITE_URL) is the truth for its
 * own host: behind the TLS terminator and the front cache (docs/operations.md "Going live")
 * the front, reached over plain HTTP, tells the app "http", and the live preview the admin
 * framed at http:// inside its https page was blocked as mixed content.
 */
export function requestOrigin(headers: Headers, protocol: string, siteUrl: string): string | undefined {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host) return undefined;
  const site = new URL(siteUrl);
  if (host.toLowerCase() === site.host) return site.origin;
  return `${headers.get('x-forwarded-proto') ?? protocol}://${host}`;
}
