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
