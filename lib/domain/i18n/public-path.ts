import type { Locale } from './locales';
import { pathnames } from '../screens/registry';

export type InternalPathname = keyof typeof pathnames;

/**
 * The public path of a screen (`/privacy-policy` in `nl` → `/nl/privacybeleid`,
 * `/news/article/[slug]` with its slug filled in), from the plain table alone:
 * small enough for code in the browser, and what `localizedPath` builds on.
 */
export function publicPath(locale: Locale, internal: InternalPathname, slug?: string): string {
  const localized = pathnames[internal][locale];
  return withLocale(
    locale,
    slug === undefined ? localized : localized.replace('[slug]', encodeURIComponent(slug)),
  );
}

/** A localized path under its language prefix; the home page is the bare prefix. */
export function withLocale(locale: Locale, localizedPath: string): string {
  return localizedPath === '/' ? `/${locale}` : `/${locale}${localizedPath}`;
}
