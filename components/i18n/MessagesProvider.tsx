'use client';

import { useContext, useMemo, type ReactNode } from 'react';
import { TranslationsContext, type CompiledMessages } from './translations.client';

/**
 * The browser's end of ClientMessages: hands the messages its server parent
 * picked to the `#translations` hooks of everything inside, code loaded later
 * included. Tests render client components inside it.
 */
export function MessagesProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const outer = useContext(TranslationsContext);
  const translations = useMemo(() => ({ locale, messages, outer }), [locale, messages, outer]);
  return <TranslationsContext value={translations}>{children}</TranslationsContext>;
}
