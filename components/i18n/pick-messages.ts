import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

export type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/** The message namespaces that components in the browser read, and no others: what travels there. */
export async function pickMessages(namespaces: Namespace[]): Promise<AbstractIntlMessages> {
  const messages = await getMessages();
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}
