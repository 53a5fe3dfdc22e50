import type { Locale } from '../i18n/locales';
import { publicPath, type InternalPathname } from '../i18n/public-path';
import type { NewsKind } from '../news/kinds';
import { newsPathnameByKind, routeNames, screenOfPageKey, type PageKey } from '../screens/registry';

/** The collections whose documents editors preview on the public site. */
export const previewableCollections = [
  'news',
  'history-chapters',
  'pages',
  'videos',
  'faqs',
  'partners',
  'fan-clubs',
] as const;
export type PreviewableCollection = (typeof previewableCollections)[number];

/** Collections shown as one list on one screen. */
const listScreen: Partial<Record<PreviewableCollection, InternalPathname>> = {
  videos: '/sttv',
  faqs: '/faq',
  partners: '/business/partners',
  'fan-clubs': '/fanclub',
};

type DocumentFields = { kind?: unknown; slug?: unknown; key?: unknown };

/**
 * Where a document appears on the public site in one language, or null when it
 * has no address yet (a news item without a slug in that language).
 */
export function documentPath(
  collection: PreviewableCollection,
  doc: DocumentFields,
  locale: Locale,
): string | null {
  const slug = typeof doc.slug === 'string' && doc.slug ? doc.slug : null;
  switch (collection) {
    case 'news':
      return slug ? publicPath(locale, newsPathnameByKind[(doc.kind as NewsKind) ?? 'article'], slug) : null;
    case 'history-chapters':
      return slug ? publicPath(locale, '/history/[slug]', slug) : null;
    case 'pages':
      return doc.key ? publicPath(locale, routeNames[screenOfPageKey[doc.key as PageKey]]) : null;
    default:
      return publicPath(locale, listScreen[collection]!);
  }
}
