import { slugify } from '../../../lib/cms/fields/slug';
import { seedHistory } from '../../../lib/cms/seed/history';
import { seedNews } from '../../../lib/cms/seed/news';
import { pathnames } from '../../../lib/i18n/pathnames.mjs';

export const locales = ['en', 'nl', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const htmlLang: Record<Locale, string> = { en: 'en-US', nl: 'nl-BE', fr: 'fr-FR' };

type Internal = keyof typeof pathnames;

/** The public path of an internal pathname in one language, with a slug filled in. */
export function publicPath(locale: Locale, internal: Internal, slug?: string): string {
  const path = pathnames[internal][locale].replace('[slug]', slug ?? '');
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Every static screen of SPEC §2 in every language. */
export function everyScreen(): { locale: Locale; path: string }[] {
  return locales.flatMap((locale) =>
    (Object.keys(pathnames) as Internal[])
      .filter((internal) => !internal.includes('[slug]'))
      .map((internal) => ({ locale, path: publicPath(locale, internal) })),
  );
}

const newsRoute = {
  article: '/news/article/[slug]',
  gamereport: '/news/gamereport/[slug]',
  gamegallery: '/news/gamegallery/[slug]',
  'esports-article': '/news/esports-article/[slug]',
} as const;

/** One seeded item of every news kind, and a history chapter, in every language. */
export function everyDetailPage(): { locale: Locale; path: string }[] {
  return locales.flatMap((locale) => [
    ...Object.entries(newsRoute).map(([kind, internal]) => {
      const item = seedNews.find((news) => news.kind === kind)!;
      return { locale, path: publicPath(locale, internal, slugify(item.title[locale])) };
    }),
    { locale, path: publicPath(locale, '/history/[slug]', slugify(seedHistory[0].title[locale])) },
  ]);
}
