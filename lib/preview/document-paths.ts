import type { NewsKind } from '../cms/collections/News';
import type { PageKey } from '../cms/collections/Pages';
import { locales, type Locale } from '../i18n/locales';
import { publicPath, type InternalPathname } from '../i18n/public-path';
import { newsPathnameByKind } from '../news/routes';

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

/** The screen that shows each page text (see `app/[lang]/…` and `components/pages/text-screen.tsx`). */
const pathOfPageKey: Record<PageKey, InternalPathname> = {
  about: '/about',
  activities: '/about/activities',
  volunteers: '/about/volunteers',
  'for-everybody': '/about/for-everybody',
  friends: '/about/friends',
  mascot: '/about/binkie',
  fanclub: '/fanclub',
  sponsoring: '/business/sponsors',
  'vip-experience': '/business/vip-experience',
  partners: '/business/partners',
  subscriptions: '/ticketing/subscriptions',
  tickets: '/ticketing/tickets',
  'refs-scouts': '/ticketing/refs-scouts',
  contact: '/contact',
  terms: '/terms-and-conditions',
  'online-terms': '/terms-and-conditions-online',
  privacy: '/privacy-policy',
  cookies: '/cookie-policy',
};

/** Collections shown as one list on one screen. */
const listScreen: Partial<Record<PreviewableCollection, InternalPathname>> = {
  videos: '/sttv',
  faqs: '/faq',
  partners: '/business/partners',
  'fan-clubs': '/fanclub',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

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
      return doc.key ? publicPath(locale, pathOfPageKey[doc.key as PageKey]) : null;
    default:
      return publicPath(locale, listScreen[collection]!);
  }
}
