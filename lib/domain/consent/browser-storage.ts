import { RELOAD_KEY_PREFIX } from '../../shared/browser/reload-guard';
import { LOCALE_COOKIE } from '../i18n/locales';
import { CONSENT_STORAGE_KEY } from './consent';

/**
 * Everything this site stores in a browser, as the cookie policy lists it. The
 * policy page renders this list, and an end-to-end test walks the site as a
 * visitor and as an editor and compares what the browser really holds with it:
 * a new cookie or storage key fails that test until it is listed here, with its
 * purpose and lifetime in the three languages (`CookiePolicy` messages).
 */
export type StoredItem = {
  /** The messages key of its purpose. */
  id:
    | 'consent'
    | 'locale'
    | 'reloadGuard'
    | 'cmsSession'
    | 'knownDevice'
    | 'preview'
    | 'analyticsId'
    | 'analyticsSession';
  /** The exact name; a name ending in `*` is a prefix (one item per path or per container). */
  name: string;
  where: 'cookie' | 'localStorage' | 'sessionStorage';
  /** Necessary: always (the site needs it). Editors: only after signing in to the CMS. Analytics: only after "Accept", with a tag manager configured. */
  category: 'necessary' | 'editors' | 'analytics';
  lifetime: { unit: 'days' | 'hours'; count: number } | { unit: 'session' | 'untilCleared' };
};

export const browserStorage: readonly StoredItem[] = [
  {
    id: 'consent',
    name: CONSENT_STORAGE_KEY,
    where: 'localStorage',
    category: 'necessary',
    lifetime: { unit: 'untilCleared' },
  },
  {
    id: 'locale',
    name: LOCALE_COOKIE.name,
    where: 'cookie',
    category: 'necessary',
    lifetime: { unit: 'days', count: LOCALE_COOKIE.maxAge / 86_400 },
  },
  {
    id: 'reloadGuard',
    name: `${RELOAD_KEY_PREFIX}*`,
    where: 'sessionStorage',
    category: 'necessary',
    lifetime: { unit: 'session' },
  },
  // Payload's auth cookie (`<cookiePrefix>-token`), valid for its default token expiration of two hours.
  {
    id: 'cmsSession',
    name: 'payload-token',
    where: 'cookie',
    category: 'editors',
    lifetime: { unit: 'hours', count: 2 },
  },
  // Left by each CMS login (lib/cms/hooks/known-device.ts): while an account's logins are
  // throttled, this browser, where it logged in before, is still let through.
  {
    id: 'knownDevice',
    name: 'club-known-device',
    where: 'cookie',
    category: 'editors',
    lifetime: { unit: 'days', count: 183 },
  },
  // Next's draft mode, switched on by the preview route for editors.
  {
    id: 'preview',
    name: '__prerender_bypass',
    where: 'cookie',
    category: 'editors',
    lifetime: { unit: 'session' },
  },
  // Google Analytics 4 through the tag manager (NEXT_PUBLIC_GTM_ID), only with consent.
  {
    id: 'analyticsId',
    name: '_ga',
    where: 'cookie',
    category: 'analytics',
    lifetime: { unit: 'days', count: 730 },
  },
  {
    id: 'analyticsSession',
    name: '_ga_*',
    where: 'cookie',
    category: 'analytics',
    lifetime: { unit: 'days', count: 730 },
  },
];

/** The listed item a stored name belongs to, if any. */
export function listedItem(where: StoredItem['where'], name: string): StoredItem | undefined {
  return browserStorage.find(
    (item) =>
      item.where === where &&
      (item.name.endsWith('*') ? name.startsWith(item.name.slice(0, -1)) : name === item.name),
  );
}
