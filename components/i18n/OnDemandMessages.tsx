import { useMemo, type ReactNode } from 'react';
import { TranslationsContext, type CompiledMessages } from './translations.client';

export type OnDemandTranslations = { locale: string; messages: CompiledMessages };

/**
 * Translations for what a client island draws with code it loads on demand (the
 * cards after "load more" or a filter change, a form once the visitor starts on
 * it). The island's server parent picks the messages (pickMessages) and the
 * island hands them on to the `#translations` hooks below.
 */
export function OnDemandMessages({
  locale,
  messages,
  children,
}: OnDemandTranslations & { children: ReactNode }) {
  const translations = useMemo(() => ({ locale, messages }), [locale, messages]);
  return <TranslationsContext value={translations}>{children}</TranslationsContext>;
}
