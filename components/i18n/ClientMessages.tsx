import type { ReactNode } from 'react';
import type { Locale } from '@/lib/domain/i18n/locales';
import { MessagesProvider } from './MessagesProvider';
import { pickMessages } from './pick-messages';
import { wordPaths, type Words } from './words';

/**
 * The one way browser code gets its words: the server component that renders a
 * client island wraps it in ClientMessages with the island's words constant (its
 * feature's `words.ts`, see ./words.ts), and the island's components bind
 * `useTranslations` from `#translations` to that constant's type (and call
 * `useLocale`, and `useFormatter` from ./use-formatter), on the server and in the
 * browser alike. Only the picked messages travel (in the page's RSC payload),
 * compiled at build time.
 */
export async function ClientMessages({
  locale,
  pick,
  children,
}: {
  locale: Locale;
  pick: Words;
  children: ReactNode;
}) {
  return (
    <MessagesProvider locale={locale} messages={await pickMessages(wordPaths(pick), locale)}>
      {children}
    </MessagesProvider>
  );
}
