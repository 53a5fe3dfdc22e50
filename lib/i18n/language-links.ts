import { LOCALE_COOKIE, locales, type Locale } from './locales';
import { pathnames } from './pathnames.mjs';
import { withLocale } from './public-path';

type Templates = Record<Locale, string>;
const templates = Object.values(pathnames) as Templates[];

/** `/nieuws/artikel/[slug]` → a pattern that captures the slug. */
function pattern(template: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${template.split('[slug]').map(literal).join('([^/]+)')}$`);
}

/**
 * The same page in every language, from the public path the visitor is on
 * (`/nl/nieuws/artikel/mijn-slug` → `/fr/nouvelles/article/mijn-slug`). A slug
 * stays as it is: the detail page redirects another language's slug to its own.
 * A path that is no known screen (a 404) leads to each language's home page.
 */
export function languageLinks(pathname: string, current: Locale): Record<Locale, string> {
  const path = pathname.replace(new RegExp(`^/${current}(?=/|$)`), '') || '/';
  for (const screen of templates) {
    const match = pattern(screen[current]).exec(path);
    if (!match) continue;
    const slug = match[1];
    return Object.fromEntries(
      locales.map((locale) => {
        const localized = slug === undefined ? screen[locale] : screen[locale].replace('[slug]', slug);
        return [locale, withLocale(locale, localized)];
      }),
    ) as Record<Locale, string>;
  }
  return Object.fromEntries(locales.map((locale) => [locale, `/${locale}`])) as Record<Locale, string>;
}

/** Remembers a visitor's choice of language, so `/` opens in it next time (SPEC §9). */
export function rememberLocale(locale: Locale): void {
  const { name, maxAge, sameSite } = LOCALE_COOKIE;
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=${sameSite}`;
}
