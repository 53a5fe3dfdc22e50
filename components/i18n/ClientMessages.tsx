import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { pickMessages, type Namespace } from './pick-messages';

/**
 * Hands the client components below it the message namespaces they read, and no
 * others: each route ships only its own strings, and only routes with such
 * components ship the translation library (the layout has no provider).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider messages={await pickMessages(namespaces)}>{children}</NextIntlClientProvider>
  );
}
