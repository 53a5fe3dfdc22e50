import type { AfterErrorHook } from 'payload';
import { log } from '../../shared/log/logger';
import { adminLanguage } from '../admin/mail-notice-texts';
import { originRefusal } from '../admin/origin-refusal-texts';

/**
 * The CMS takes a session cookie only on requests from its own origins (`csrf`,
 * lib/cms/payload.config.ts): an admin opened at another address (the server's own
 * http://127.0.0.1:3000 before DNS and TLS exist) shows its screens, but every save
 * is refused as if the editor had no rights: 403 "You are not allowed to perform this
 * action.". Such a refusal says instead where the admin must be opened, in the admin's
 * language, and the server logs each such origin once.
 */
export function explainOriginRefusal(origins: string[], siteUrl: string): AfterErrorHook {
  const warned = new Set<string>();
  const adminAddress = new URL('/admin', siteUrl).href;
  return ({ error, req }) => {
    if ((error as { status?: unknown }).status !== 403) return;
    const origin = req.headers?.get('origin');
    const hasSession = /(?:^|;\s*)payload-token=/.test(req.headers?.get('cookie') ?? '');
    if (!origin || origins.includes(origin) || !hasSession) return;
    if (!warned.has(origin)) {
      warned.add(origin);
      log.warn(
        { origin, allowed: origins },
        'the admin was opened from an origin that is neither SITE_URL nor in CMS_ORIGINS: its saves are refused',
      );
    }
    const message = originRefusal[adminLanguage(req.i18n?.language)](origin, adminAddress);
    // `message` first: the admin shows it as it is, where it would split an error's
    // message at its first colon and its commas (into a list of fields).
    return { status: 403, response: { message, errors: [{ message }] } };
  };
}
