import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * The request boundary (Next 16's name for middleware): locale detection for `/`,
 * redirects between language forms and rewrites of localized public paths to
 * the internal `app/[lang]/…` folders.
 */
export default function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  // The locale cookie is written by the browser when a visitor chooses a language;
  // a Set-Cookie here would make every cacheable page uncacheable for shared caches.
  response.headers.delete('set-cookie');
  return keepRewriteOnThisServer(request, response);
}

/**
 * next-intl builds rewrite targets from `request.url`. When the server is bound to
 * one address (`next start -H 127.0.0.1`) that URL names another host than the one
 * Next listens on, so Next treats the rewrite as external and loops. The internal
 * path is all a rewrite needs: keep it on the origin the request arrived at.
 */
function keepRewriteOnThisServer(request: NextRequest, response: Response) {
  const target = response.headers.get('x-middleware-rewrite');
  if (target) {
    const url = new URL(target);
    const local = new URL(url.pathname + url.search, request.nextUrl.origin);
    response.headers.set('x-middleware-rewrite', local.toString());
  }
  return response;
}

export const config = {
  // Everything except the CMS (`/admin`, `/api`), Next internals and files with an
  // extension. `(?:/|$)` keeps `/apiary` or `/administration` localized.
  matcher: ['/((?!(?:api|admin)(?:/|$)|_next|_vercel|.*\\..*).*)'],
};
