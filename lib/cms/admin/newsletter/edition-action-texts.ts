import { cmsWords } from '../../labels';

/** The edition's preview and send panel, in each admin language; placeholders stay for the browser to fill. */
export const editionActionTexts = cmsWords((t) => ({
  title: t('NewsletterEditions.actions.title'),
  saveFirst: t('NewsletterEditions.actions.saveFirst'),
  previewHtml: t('NewsletterEditions.actions.previewHtml'),
  previewText: t('NewsletterEditions.actions.previewText'),
  test: t('NewsletterEditions.actions.test'),
  testSent: t('NewsletterEditions.actions.testSent', { to: '{to}' }),
  testFailed: t('NewsletterEditions.actions.testFailed', { error: '{error}' }),
  sendNow: t('NewsletterEditions.actions.sendNow'),
  schedule: t('NewsletterEditions.actions.schedule'),
  scheduled: t('NewsletterEditions.actions.scheduled', { at: '{at}' }),
  confirm: t('NewsletterEditions.actions.confirm'),
  locked: t('NewsletterEditions.actions.locked'),
  failed: t('NewsletterEditions.actions.failed', { error: '{error}' }),
  working: t('NewsletterEditions.actions.working'),
}));

export type EditionActionWords = (typeof editionActionTexts)['en'];
