import type { Locale } from '@/lib/domain/i18n/locales';
import { publicPath } from '@/lib/domain/i18n/public-path';
import { newsPathnameByKind } from '@/lib/domain/screens/registry';
import type { NewsKind } from './kinds';

/** The public path of a news item; match and news cards drawn in the browser call it too. */
export function newsItemPath(locale: Locale, item: { kind: NewsKind; slug: string }): string {
  return publicPath(locale, newsPathnameByKind[item.kind], item.slug);
}

/** The RSS feed of one language's news (app/[lang]/rss.xml). */
export function newsFeedPath(locale: Locale): string {
  return `/${locale}/rss.xml`;
}
