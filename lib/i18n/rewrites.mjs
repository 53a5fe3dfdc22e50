import { pathnames } from './pathnames.mjs';

/** `[slug]` in a next-intl pathname is `:slug` in a Next rewrite. */
const toPattern = (path) => path.replace(/\[(\w+)\]/g, ':$1');

/**
 * The rewrites from each localized public path to its internal folder
 * (`/nl/wedstrijden` → `/nl/games`). They live in the router, not in the proxy:
 * a proxy rewrite is an absolute URL, and when the server is bound to one address
 * (`next start -H 127.0.0.1`) Next takes it for an external one and loops.
 * The proxy still decides redirects (language detection, wrong language forms).
 *
 * @returns {{ source: string; destination: string }[]}
 */
export function localizedRewrites() {
  return Object.entries(pathnames).flatMap(([internal, localized]) =>
    Object.entries(localized)
      .filter(([, publicPath]) => publicPath !== internal)
      .map(([locale, publicPath]) => ({
        source: `/${locale}${toPattern(publicPath)}`,
        destination: `/${locale}${toPattern(internal)}`,
      })),
  );
}

/**
 * The news list stays a static page; only a request with a `types` filter or a
 * `page` goes to the per-request variant (`app/[lang]/news/filtered`). Listed
 * before the localized rewrites, which would otherwise take the path first.
 *
 * @returns {{ source: string; has: { type: 'query'; key: string }[]; destination: string }[]}
 */
export function newsQueryRewrites() {
  return Object.entries(pathnames['/news']).flatMap(([locale, publicPath]) =>
    ['types', 'page'].map((key) => ({
      source: `/${locale}${publicPath}`,
      has: [{ type: 'query', key }],
      destination: `/${locale}/news/filtered`,
    })),
  );
}
