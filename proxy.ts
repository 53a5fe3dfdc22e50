import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import {
  DRAFT_MODE_COOKIE,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
} from '@/lib/shared/http/cache-control';
import { withoutStalePreview } from '@/lib/shared/http/stale-preview';
import { routing } from '@/lib/domain/i18n/routing';
import { locales } from '@/lib/domain/i18n/locales';
import { publicPath } from '@/lib/domain/i18n/public-path';

const handleI18nRouting = createMiddleware(routing);

/** The search screen in each language: its results for a query are one visitor's, never shared. */
const searchPaths = new Set(locales.map((locale) => publicPath(locale, '/search')));

/**
 * The request boundary (Next 16's name for middleware): locale detection for `/`
 * and redirects between language forms. Localized public paths are rewritten to
 * the internal `app/[lang]/…` folders by the router (`next.config.ts`).
 */
export default function proxy(incoming: NextRequest) {
  // A preview cookie without a CMS session goes no further: the request is a visitor's.
  const request = withoutStalePreview(incoming);
  const forwarded = request === incoming ? undefined : { request: { headers: request.headers } };
  const response = handleI18nRouting(request);
  // Redirects (language detection on `/`, a path in another language's form) go out
  // as they are. A rewrite is left to the router's own rewrites (lib/domain/i18n/rewrites.ts).
  const result = response.headers.has('x-middleware-rewrite') ? NextResponse.next(forwarded) : response;
  // The locale cookie is written by the browser when a visitor chooses a language;
  // a Set-Cookie here would make every cacheable page uncacheable for shared caches.
  result.headers.delete('set-cookie');
  // Redirects depend on the visitor's cookie and language: Next leaves them unmarked, so
  // no cache keeps them. A page goes to every visitor alike, and shared caches may keep
  // it briefly (lib/shared/http/cache-control.ts says how long and why); Next would mark it
  // cacheable for a year. An editor's preview (draft mode) is never stored.
  if (result.headers.has('location')) return result;
  const preview = request.cookies.has(DRAFT_MODE_COOKIE);
  // A search's results: a shared cache would keep one copy per query (the front passes them
  // through as misses, counted per client; deploy/nginx/club-site.conf).
  const searched = searchPaths.has(request.nextUrl.pathname) && request.nextUrl.search !== '';
  result.headers.set('Cache-Control', preview || searched ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
  return result;
}

export const config = {
  // Everything except the CMS (`/admin`, `/api`), Next internals and files with an
  // extension. `(?:/|$)` keeps `/apiary` or `/administration` localized.
  matcher: ['/((?!(?:api|admin)(?:/|$)|_next|_vercel|.*\\..*).*)'],
};
