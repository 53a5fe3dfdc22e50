import { useMemo } from 'react';
import { TIME_ZONE } from '@/lib/domain/i18n/locales';
import { cached, formatters, useTranslationsContext } from './translations.client';

/**
 * Dates (in the club's time zone), numbers and lists in the page's language, as
 * next-intl's `useFormatter`, for code in the browser. Apart from `#translations`
 * because only code loaded on demand (the VIP form's prices) uses it: kept out of
 * the hooks every page loads with its header.
 */
export function useFormatter() {
  const { locale } = useTranslationsContext();
  return useMemo(
    () => ({
      dateTime: (value: Date | number, options?: Intl.DateTimeFormatOptions) =>
        formatters.getDateTimeFormat(locale, { timeZone: TIME_ZONE, ...options }).format(value),
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatters.getNumberFormat(locale, options).format(value),
      list: (items: Iterable<string>, options?: Intl.ListFormatOptions) =>
        cached('list', [locale, options], () => new Intl.ListFormat(locale, options)).format(items),
    }),
    [locale],
  );
}
