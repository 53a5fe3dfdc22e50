import type { CollectionBeforeDeleteHook } from 'payload';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { publicApiError } from '../../errors';
import { cmsWords } from '../../labels';

const inUse = cmsWords((t) => t('NewsletterTopics.inUse'));

/**
 * A topic a subscriber chose or an edition goes to is retired, never deleted: deleting it
 * would silently drop it from their choices and from an edition's audience (which would
 * then reach nobody), and on SQLite the editions' relation refuses it anyway. One nobody
 * uses yet goes.
 */
export const keepUsedTopics: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const used = { topics: { in: [id] } };
  const [subscribers, editions] = await Promise.all([
    req.payload.count({ collection: 'newsletter-subscribers', where: used, req }),
    req.payload.count({ collection: 'newsletter-editions', where: used, req }),
  ]);
  if (subscribers.totalDocs + editions.totalDocs > 0) {
    throw publicApiError(inUse[adminLanguage(req.i18n?.language)], 409, {});
  }
};
