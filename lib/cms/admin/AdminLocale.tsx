'use client';
import { LocaleProvider, useConfig, useLocale } from '@payloadcms/ui';
import type { ReactNode } from 'react';

/**
 * The content language of the admin's screens, chosen again once the admin knows its languages.
 * Payload's own LocaleProvider picks it when the admin first loads: on the login screen the
 * client config has no languages yet, and after signing in the dashboard read "Locale: undefined"
 * until the editor's saved choice came back from the server (issue 47). Mounted again when the
 * languages arrive (`key`), this one starts from the address's choice or the default at once;
 * it fetches the saved choice after that, as Payload's does.
 */
export function AdminLocale({ children }: { children: ReactNode }) {
  const { config } = useConfig();
  const outer = useLocale();
  return (
    <LocaleProvider key={config.localization ? 'languages' : 'signed-out'} locale={outer?.code}>
      {children}
    </LocaleProvider>
  );
}
