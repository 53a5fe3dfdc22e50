import { getMessages } from 'next-intl/server';
import type { CompiledMessages } from './translations.client';

export type Namespace = keyof Awaited<ReturnType<typeof getMessages>>;

/**
 * The message namespaces that components in the browser read, and no others: what
 * travels there. next-intl's plugin compiled them at build time (next.config.mjs).
 */
export async function pickMessages(namespaces: Namespace[]): Promise<CompiledMessages> {
  const messages = await getMessages();
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, messages[namespace]]),
  ) as CompiledMessages;
}
