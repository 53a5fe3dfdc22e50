import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, defaultLocale, locales } from './locales';
import { pathnames } from '../screens/registry';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // next-intl writes this cookie in the browser when a `<Link locale>` switches
  // language; the proxy strips any server-side Set-Cookie so pages stay cacheable.
  localeCookie: LOCALE_COOKIE,
  // `hreflang` alternates are rendered in <head> per page; a Link header on
  // every response would cost the proxy work for nothing.
  alternateLinks: false,
});
