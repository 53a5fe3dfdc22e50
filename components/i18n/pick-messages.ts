import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { MessagePath } from '@/lib/domain/i18n/message-keys';
import type { CompiledMessages } from './translations.client';

/**
 * The messages at `paths` and no others, nested as in the catalogue: what
 * travels to the browser. next-intl's plugin compiled them at build time
 * (next.config.ts). A path that names nothing is an error, so a renamed key
 * fails the build rather than showing its path on the page.
 */
export async function pickMessages(paths: MessagePath[], locale?: Locale): Promise<CompiledMessages> {
  const messages = (await getMessages(locale ? { locale } : undefined)) as unknown as CompiledMessages;
  const picked: CompiledMessages = {};
  for (const path of paths) {
    const parts = path.split('.');
    const last = parts.pop()!;
    let from: CompiledMessages = messages;
    let into = picked;
    for (const part of parts) {
      const next = from[part];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) from = {};
      else from = next;
      into = (into[part] ??= {}) as CompiledMessages;
    }
    if (from[last] === undefined) throw new Error(`pickMessages: no message at ${path}`);
    into[last] = from[last];
  }
  return picked;
}
