import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { MessagesProvider } from './MessagesProvider';
import { pickMessages, type MessagePath } from './pick-messages';

/**
 * The one way browser code gets its words: the server component that renders a
 * client island wraps it in ClientMessages with the messages it reads, and the
 * island calls `useTranslations` and `useLocale` from `#translations` (and
 * `useFormatter` from ./use-formatter), on the server and in the browser alike. Only the picked
 * messages travel (in the page's RSC payload), compiled at build time: pick a
 * namespace when the island reads most of it, else its keys (`'Header.back'`).
 */
export async function ClientMessages({
  locale,
  pick,
  children,
}: {
  locale: Locale;
  pick: MessagePath[];
  children: ReactNode;
}) {
  return (
    <MessagesProvider locale={locale} messages={await pickMessages(pick, locale)}>
      {children}
    </MessagesProvider>
  );
}
