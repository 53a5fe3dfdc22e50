import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * Hands the client components below it the message namespaces they read, and no
 * others: each route ships only its own strings (the layout passes a few shared ones).
 */
export async function ClientMessages({
  namespaces,
  children,
}: {
  namespaces: Namespace[];
  children: ReactNode;
}) {
  const messages = await getMessages();
  const shared: Namespace[] = ['Error', 'NotFound', 'Newsletter', 'Consent'];
  const picked = Object.fromEntries(
    [...shared, ...namespaces].map((namespace) => [namespace, messages[namespace]]),
  );
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
