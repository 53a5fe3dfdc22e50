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

const importProblems = [
  'unreadable',
  'empty',
  'tooLarge',
  'tooManyRows',
  'noEmailColumn',
  'noStatusColumn',
  'badEmail',
  'badStatus',
  'failed',
] as const;

/** The newsletter import form's words, whole, in each admin language (cmsWords). */
export const importWords = cmsWords((t) => ({
  title: t('newsletterImport.title'),
  hint: t('newsletterImport.hint'),
  file: t('newsletterImport.file'),
  submit: t('newsletterImport.submit'),
  working: t('newsletterImport.working'),
  // The form fills these in itself, so they pass through with their placeholders.
  done: t('newsletterImport.done', {
    pending: '{pending}',
    known: '{known}',
    suppressed: '{suppressed}',
    stillSuppressed: '{stillSuppressed}',
  }),
  problems: Object.fromEntries(
    importProblems.map((problem) => [problem, t(`newsletterImport.problems.${problem}`, { line: '{line}' })]),
  ),
}));

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
