import type { CompiledMessages } from '@/components/i18n/translations.client';

const loaded = new Map<string, Promise<CompiledMessages>>();

/**
 * The newsletter dialog's words in `locale` (app/[lang]/newsletter-messages.json),
 * fetched once, on the first opening: pages do not carry them. A failed fetch is
 * forgotten, so the next opening asks again.
 */
export function loadDialogMessages(locale: string): Promise<CompiledMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = fetch(`/${locale}/newsletter-messages.json`).then((response) => {
      if (!response.ok) throw new Error(`newsletter messages: HTTP ${response.status}`);
      return response.json() as Promise<CompiledMessages>;
    });
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}
