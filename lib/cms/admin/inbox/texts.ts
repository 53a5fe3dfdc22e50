import type { Locale, Localized } from '@/lib/domain/i18n/locales';
import { cmsLabel, cmsWords } from '../../labels';

/** The inbox's words in the admin (dashboard panel, list header, export form). */
export const inboxTexts = {
  waiting: cmsLabel('inbox.waiting'),
  nothingWaiting: cmsLabel('inbox.nothingWaiting'),
  showNew: cmsLabel('inbox.showNew'),
  showAll: cmsLabel('inbox.showAll'),
  exportTitle: cmsLabel('inbox.exportTitle'),
  receivedFrom: cmsLabel('inbox.receivedFrom'),
  confirmedFrom: cmsLabel('inbox.confirmedFrom'),
  until: cmsLabel('inbox.until'),
  exportHint: cmsLabel('inbox.exportHint'),
  confirmedOnly: cmsLabel('inbox.confirmedOnly'),
  download: cmsLabel('inbox.download'),
} satisfies Record<string, Localized>;

/** "3 new" in the admin's language. */
const counted = cmsWords((t) => (count: number) => t('inbox.newCount', { count }));

export function newCount(count: number, language: Locale): string {
  return counted[language](count);
}

/** A collection's label, as Payload stores it (one string or one per language), in `language`. */
export function labelIn(label: unknown, language: Locale): string {
  if (label && typeof label === 'object') {
    const byLanguage = label as Partial<Localized>;
    return byLanguage[language] ?? byLanguage.en ?? '';
  }
  return typeof label === 'string' ? label : '';
}
