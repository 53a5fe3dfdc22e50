import { defineWords } from '@/components/i18n/words';

/**
 * The newsletter form's words, on its page and in the header's dialog, which
 * fetches them on its first opening (app/[lang]/newsletter-messages.json).
 */
export const newsletterWords = defineWords({ Newsletter: 'all' });
