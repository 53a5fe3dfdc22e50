import { env } from '../../shared/env';
import type { Locale } from '../i18n/locales';

/**
 * The confirmation link, on the public SITE_URL: never on the host a request
 * named, or anyone could have us mail our visitors links to a site of theirs.
 * `lang` picks the language of the page it leads to, even once the token is spent.
 * No `server-only`: the send job (imported addresses' invitations) loads it outside Next.
 */
export function confirmationLink(token: string, locale: Locale): string {
  const url = new URL('/api/newsletter/confirm', env.SITE_URL);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', locale);
  return url.toString();
}
