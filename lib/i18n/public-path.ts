import type { Locale } from './locales';
import { pathnames } from './pathnames.mjs';

/**
 * The public path of a screen without a slug (`/privacy-policy` in `nl` →
 * `/nl/privacybeleid`), from the plain table alone: for code in the browser,
 * which should not carry next-intl's navigation for one link.
 */
export function publicPath(locale: Locale, internal: keyof typeof pathnames): string {
  return withLocale(locale, pathnames[internal][locale]);
}

/** A localized path under its language prefix; the home page is the bare prefix. */
export function withLocale(locale: Locale, localizedPath: string): string {
  return localizedPath === '/' ? `/${locale}` : `/${locale}${localizedPath}`;
}
