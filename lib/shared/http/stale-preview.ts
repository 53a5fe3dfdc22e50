import { NextRequest } from 'next/server';
import { CMS_SESSION_COOKIE, DRAFT_MODE_COOKIE } from './cache-control';

/**
 * The request without its preview cookie when no CMS session cookie comes with it, else
 * the request itself.
 *
 * The preview cookie holds the build's preview id, the same for every editor: alone (an
 * editor logged out, or someone replays it) it can show no draft, since a page shows
 * drafts only to a CMS session allowed to read them (lib/data/editor-session.ts). Left
 * on, it would still turn each such request into an uncached render with a 200 for a
 * missing page; dropped here, the request is a visitor's, answered from the cache.
 */
export function withoutStalePreview(request: NextRequest): NextRequest {
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || request.cookies.has(CMS_SESSION_COOKIE)) return request;
  const headers = new Headers(request.headers);
  const kept = (request.headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0].trim() !== DRAFT_MODE_COOKIE);
  headers.set('cookie', kept.join(';'));
  return new NextRequest(request.url, { headers });
}
