import type { Locale } from '@/lib/domain/i18n/locales';
import { cmsWords } from '../labels';

/**
 * Said in the admin when a save is refused because the admin was opened at an address
 * (`opened`) the CMS does not take sessions from: not SITE_URL, not in CMS_ORIGINS.
 * `use` is the admin's address on SITE_URL.
 */
export const originRefusal: Record<Locale, (opened: string, use: string) => string> = cmsWords(
  (t) => (opened, use) => t('originRefusal', { opened, use }),
);
