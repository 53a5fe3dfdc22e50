import type { Locale } from '@/lib/domain/i18n/locales';
import { cmsWords } from '../labels';

/** A refused address as the message quotes it: a `data:` one can be megabytes long. */
const quoted = (url: string) => (url.length > 60 ? `${url.slice(0, 57)}…` : url);

/** Said in the editor when a rich-text link goes somewhere the site does not link to (lib/domain/content/rich-text-links.ts). */
export const refusedLinkText: Record<Locale, (url: string) => string> = cmsWords(
  (t) => (url) => t('links.refused', { url: quoted(url) }),
);
