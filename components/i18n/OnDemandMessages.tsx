import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { TIME_ZONE } from '@/lib/i18n/locales';

export type OnDemandTranslations = { locale: string; messages: AbstractIntlMessages };

/**
 * Translations for what a client island draws with code it loads on demand (the
 * cards after "load more" or a filter change). The island's server parent picks
 * the messages (pickMessages) and the island hands them on, so the translation
 * library comes with that code, not with the page as a ClientMessages provider
 * would bring it.
 */
export function OnDemandMessages({
  locale,
  messages,
  children,
}: OnDemandTranslations & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
