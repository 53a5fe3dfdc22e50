import type { NewsKind } from '@/lib/cms/collections/News';
import type { Locale } from '@/lib/i18n/locales';
import { publicPath, type InternalPathname } from '@/lib/i18n/public-path';

/** Each news kind has its own detail screen (SPEC §2 news detail table). */
export const newsPathnameByKind = {
  article: '/news/article/[slug]',
  gamereport: '/news/gamereport/[slug]',
  gamegallery: '/news/gamegallery/[slug]',
  'esports-article': '/news/esports-article/[slug]',
} as const satisfies Record<NewsKind, InternalPathname>;

/** The public path of a news item; match and news cards drawn in the browser call it too. */
export function newsItemPath(locale: Locale, item: { kind: NewsKind; slug: string }): string {
  return publicPath(locale, newsPathnameByKind[item.kind], item.slug);
}
