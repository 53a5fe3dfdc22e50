import { defineWords } from '@/components/i18n/words';

/**
 * The error and 404 screens' words: Next renders them at boundaries inside the
 * layout, without props, so the layout's own ClientMessages holds these.
 */
export const errorScreenWords = defineWords({ Error: 'all', NotFound: 'all' });
