import type { ComponentType } from 'react';
import { OnDemandMessages, type OnDemandTranslations } from './OnDemandMessages';

/** `Component` inside its own translation provider, fed with the translations its page picked. */
export function withOnDemandMessages<Props extends object>(Component: ComponentType<Props>) {
  return function Translated({ locale, messages, ...props }: Props & OnDemandTranslations) {
    return (
      <OnDemandMessages locale={locale} messages={messages}>
        <Component {...(props as Props)} />
      </OnDemandMessages>
    );
  };
}
