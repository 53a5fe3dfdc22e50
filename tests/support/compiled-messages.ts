import compile from 'icu-minify/compile';
import type { CompiledMessages } from '@/components/i18n/translations.client';

type Messages = { [key: string]: Messages | string };

/**
 * Messages as the browser gets them: compiled at build time by next-intl's plugin
 * (next.config.ts `precompile`), which the `#translations` hooks expect.
 */
export function compiled(messages: Messages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compiled(value),
    ]),
  );
}
