import { defineWords } from '@/components/i18n/words';

/** The search screen's island: the form, the results, the empty state. */
export const searchWords = defineWords({ Search: 'all' });
