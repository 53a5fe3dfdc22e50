import { slugify } from '../../../lib/shared/slugify';
import { locales, type Locale } from '../../../lib/domain/i18n/locales';
import { seedHistory } from '../../../lib/demo/history';
import { seedNews } from '../../../lib/demo/news';
import { publicPath, withLocale, type InternalPathname } from '../../../lib/domain/i18n/public-path';
import { builtPathSegment } from '../../../lib/domain/club/path-segment.mjs';
import { newsPathnameByKind, pathnamesFor } from '../../../lib/domain/screens/registry';

export { publicPath };

export { locales, type Locale };
export const htmlLang: Record<Locale, string> = { en: 'en-US', nl: 'nl-BE', fr: 'fr-FR' };

/**
 * Screens kept only to forward, with a permanent redirect, to another: links in mails already
 * sent (the newsletter's unsubscribe link, before the preferences page). Not pages of their own.
 */
export const forwardingScreens: readonly { from: InternalPathname; to: InternalPathname }[] = [
  { from: '/newsletter/unsubscribe', to: '/newsletter/preferences' },
];

/**
 * Every static screen of SPEC §2 in every language, with the `{club}` path segment of the
 * build under test: the demo's (playwright.config.ts), or a release's neutral one.
 */
export function everyScreen(segment = builtPathSegment()): { locale: Locale; path: string }[] {
  const pathnames = pathnamesFor(segment);
  return locales.flatMap((locale) =>
    (Object.keys(pathnames) as InternalPathname[])
      .filter(
        (internal) =>
          !internal.includes('[slug]') && !forwardingScreens.some(({ from }) => from === internal),
      )
      .map((internal) => ({ locale, path: withLocale(locale, pathnames[internal][locale]) })),
  );
}

/** One seeded item of every news kind, and a history chapter, in every language. */
export function everyDetailPage(): { locale: Locale; path: string }[] {
  return locales.flatMap((locale) => [
    ...Object.entries(newsPathnameByKind).map(([kind, internal]) => {
      const item = seedNews.find((news) => news.kind === kind)!;
      return { locale, path: publicPath(locale, internal, slugify(item.title[locale])) };
    }),
    { locale, path: publicPath(locale, '/history/[slug]', slugify(seedHistory[0].title[locale])) },
  ]);
}

/** A word of the first seeded news item's body in each language (its match report), which the site search finds. */
export const searchedWord: Record<Locale, string> = { en: 'post', nl: 'paal', fr: 'poteau' };

/** The search screen with results, in every language. */
export function everySearchResultPage(): { locale: Locale; path: string }[] {
  return locales.map((locale) => ({
    locale,
    path: `${publicPath(locale, '/search')}?q=${searchedWord[locale]}`,
  }));
}
