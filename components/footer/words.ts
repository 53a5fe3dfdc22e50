import { defineWords } from '@/components/i18n/words';

/** The footer's "back to top" button (BackToTop). */
export const backToTopWords = defineWords({ Footer: ['backToTop'] });
