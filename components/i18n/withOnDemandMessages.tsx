import type { ComponentType } from 'react';
import type { CompiledMessages } from './translations.client';
import { MessagesProvider } from './MessagesProvider';

export type OnDemandTranslations = { locale: string; messages: CompiledMessages };

/**
 * `Component` inside its own MessagesProvider, fed with the translations its page
 * passed as props. Only the match and news lists' on-demand cards still take this
 * road (another change rewrites them); everything else is wrapped by its server
 * parent in ClientMessages.
 */
export function withOnDemandMessages<Props extends object>(Component: ComponentType<Props>) {
  return function Translated({ locale, messages, ...props }: Props & OnDemandTranslations) {
    return (
      <MessagesProvider locale={locale} messages={messages}>
        <Component {...(props as Props)} />
      </MessagesProvider>
    );
  };
}
