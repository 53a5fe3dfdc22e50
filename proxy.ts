import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';

const handleI18nRouting = createMiddleware(routing);

/**
 * The request boundary (Next 16's name for middleware): locale detection for `/`
 * and redirects between language forms. Localized public paths are rewritten to
 * the internal `app/[lang]/…` folders by the router (`next.config.mjs`).
 */
export default function proxy(request: NextRequest) {
  const response = handleI18nRouting(request);
  // Redirects (language detection on `/`, a path in another language's form) go out
  // as they are. A rewrite is left to the router's own rewrites (lib/i18n/rewrites.mjs).
  const result = response.headers.has('x-middleware-rewrite') ? NextResponse.next() : response;
  // The locale cookie is written by the browser when a visitor chooses a language;
  // a Set-Cookie here would make every cacheable page uncacheable for shared caches.
  result.headers.delete('set-cookie');
  return result;
}

export const config = {
  // Everything except the CMS (`/admin`, `/api`), Next internals and files with an
  // extension. `(?:/|$)` keeps `/apiary` or `/administration` localized.
  matcher: ['/((?!(?:api|admin)(?:/|$)|_next|_vercel|.*\\..*).*)'],
};
