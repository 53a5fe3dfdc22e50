import type { FirstRunItem } from './first-run-checks';
import type { Locale, Localized } from '@/lib/domain/i18n/locales';
import { cmsLabel, cmsWords } from '../labels';

/** The checklist's items: what to do, and where (the item's link, or the hint when there is none). */
export const firstRunItemTexts: Record<FirstRunItem, { label: Localized; hint: Localized }> = {
  identity: {
    label: cmsLabel('firstRun.items.identity.label'),
    hint: cmsLabel('firstRun.items.identity.hint'),
  },
  contactDetails: {
    label: cmsLabel('firstRun.items.contactDetails.label'),
    hint: cmsLabel('firstRun.items.contactDetails.hint'),
  },
  ourClub: {
    label: cmsLabel('firstRun.items.ourClub.label'),
    hint: cmsLabel('firstRun.items.ourClub.hint'),
  },
  firstTeam: {
    label: cmsLabel('firstRun.items.firstTeam.label'),
    hint: cmsLabel('firstRun.items.firstTeam.hint'),
  },
  firstArticle: {
    label: cmsLabel('firstRun.items.firstArticle.label'),
    hint: cmsLabel('firstRun.items.firstArticle.hint'),
  },
  mailboxes: {
    label: cmsLabel('firstRun.items.mailboxes.label'),
    hint: cmsLabel('firstRun.items.mailboxes.hint'),
  },
  testMail: {
    label: cmsLabel('firstRun.items.testMail.label'),
    hint: cmsLabel('firstRun.items.testMail.hint'),
  },
  backup: {
    label: cmsLabel('firstRun.items.backup.label'),
    hint: cmsLabel('firstRun.items.backup.hint'),
  },
};

export const firstRunTexts = {
  heading: cmsLabel('firstRun.heading') satisfies Localized,
  progress: cmsWords(
    (t) => (done: number, all: number) => t('firstRun.progress', { done: String(done), all: String(all) }),
  ),
  allDone: cmsLabel('firstRun.allDone') satisfies Localized,
  done: cmsLabel('firstRun.done') satisfies Localized,
  toDo: cmsLabel('firstRun.toDo') satisfies Localized,
  lastTestMail: cmsWords(
    (t) => (when: string, server: string) => t('firstRun.lastTestMail', { when, server }),
  ),
  lastBackup: cmsWords((t) => (when: string) => t('firstRun.lastBackup', { when })),
  sendTestMail: cmsLabel('firstRun.sendTestMail') satisfies Localized,
  sending: cmsLabel('firstRun.sending') satisfies Localized,
};

/** A moment as the admin reads it: their language, the club's time zone. */
export function adminTime(iso: string, language: Locale): string {
  const locale = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' }[language];
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}
