import type { NewsKind } from '@/lib/cms/collections/News';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';

/** Each news kind has its own detail route (SPEC §2 news detail table). */
const newsRouteByKind = {
  article: 'news-article-slug',
  gamereport: 'news-gamereport-slug',
  gamegallery: 'news-gamegallery-slug',
  'esports-article': 'news-esports-article-slug',
} as const satisfies Record<NewsKind, string>;

export function newsItemPath(locale: Locale, item: { kind: NewsKind; slug: string }): string {
  return localizedPath(locale, newsRouteByKind[item.kind], { params: { slug: item.slug } });
}
