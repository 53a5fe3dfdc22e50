import { LOCALE_COOKIE, locales, type Locale } from './locales';
import { pathnames } from '../screens/registry';
import { withLocale } from './public-path';

type Templates = Record<Locale, string>;
const screens = Object.entries(pathnames) as [internal: string, templates: Templates][];

/** `/nieuws/artikel/[slug]` → a pattern that captures the slug. */
function pattern(template: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${template.split('[slug]').map(literal).join('([^/]+)')}$`);
}

function linksTo(templates: Templates, slug: string | undefined): Record<Locale, string> {
  return Object.fromEntries(
    locales.map((locale) => {
      const localized = slug === undefined ? templates[locale] : templates[locale].replace('[slug]', slug);
      return [locale, withLocale(locale, localized)];
    }),
  ) as Record<Locale, string>;
}

/**
 * The same page in every language, from the path the visitor is on
 * (`/nl/nieuws/artikel/mijn-slug` → `/fr/nouvelles/article/mijn-slug`). The
 * server renders the header from the page's folder path (`/nl/news/article/…`,
 * before the localized rewrite), the browser from the public one: both give the
 * same links, so they are in the server's HTML. A slug stays as it is: the
 * detail page redirects another language's slug to its own. A path that is no
 * known screen (a 404) leads to each language's home page.
 */
export function languageLinks(pathname: string, current: Locale): Record<Locale, string> {
  const path = pathname.replace(new RegExp(`^/${current}(?=/|$)`), '') || '/';
  for (const form of [
    (templates: Templates) => templates[current],
    (_: Templates, internal: string) => internal,
  ]) {
    for (const [internal, templates] of screens) {
      const match = pattern(form(templates, internal)).exec(path);
      if (match) return linksTo(templates, match[1]);
    }
  }
  return Object.fromEntries(locales.map((locale) => [locale, `/${locale}`])) as Record<Locale, string>;
}

/** Remembers a visitor's choice of language, so `/` opens in it next time (SPEC §9). */
export function rememberLocale(locale: Locale): void {
  const { name, maxAge, sameSite } = LOCALE_COOKIE;
  document.cookie = `${name}=${locale}; path=/; max-age=${maxAge}; samesite=${sameSite}`;
}
