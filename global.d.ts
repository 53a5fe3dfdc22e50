import type { Locale } from '@/lib/domain/i18n/locales';
import type messages from '@/messages/en.json';

/**
 * next-intl's typed keys (https://next-intl.dev/docs/workflows/typescript): a
 * namespace or key that the English catalogue lacks is a type error wherever
 * next-intl is called (the server), and `#translations` derives its island keys
 * from the same catalogue. tests/unit/messages.test.ts keeps nl and fr in step.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
