import { cmsWords } from '../../labels';

/** What the edition's panel says of its audience, filled on the server with the count. */
export const audienceTexts = cmsWords((t) => ({
  everyone: (count: number) => t('NewsletterTopics.reachEveryone', { count }),
  topics: (count: number) => t('NewsletterTopics.reachTopics', { count }),
  saveFirst: t('NewsletterTopics.reachSaveFirst'),
}));
