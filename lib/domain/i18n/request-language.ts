import { isLocale, type Locale } from '@/lib/domain/i18n/locales';

/**
 * The one way to tell an API the visitor's language: the `lang` query parameter,
 * on every route, GET or POST (`/api/calendar/promises?lang=nl`, `/api/forms/contact?lang=fr`,
 * `/api/newsletter?lang=en`). The URL, because some of our API addresses live
 * outside our pages and cannot carry a header or a body: the confirmation link in
 * an e-mail, a calendar feed subscribed to in a calendar app. A shared cache keys
 * the public GET answers on the URL, so the language belongs there, and a POST
 * names it the same way: one parser for every route, and a form's body holds only
 * what the visitor answered.
 *
 * Returns the locale, `undefined` when the request names none (each route says
 * what that means: a form refuses it, a link falls back to the default),
 * or `null` when it names one the site does not have, which every route refuses
 * with a 400 or, for a link, reads as the default language: never a 5xx.
 */
export function requestedLanguage(request: Request): Locale | null | undefined {
  const named = new URL(request.url).searchParams.get('lang');
  if (named === null) return undefined;
  return isLocale(named) ? named : null;
}

/** The `lang` query parameter for a request in `locale`, to append to an API path. */
export function withLanguage(path: string, locale: Locale): string {
  return `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
}
