import type { ComponentType } from 'react';
import { hydrateOnInteraction } from '@/components/ui/hydrateOnInteraction';
import type { OnDemandTranslations } from './OnDemandMessages';

/**
 * hydrateOnInteraction for a component that reads translations: its page passes
 * them as props (pickMessages), and the component's code wraps itself in their
 * provider (withOnDemandMessages) when it loads.
 */
export function hydrateTranslatedOnInteraction<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) {
  return hydrateOnInteraction<Props & OnDemandTranslations>(async () => {
    const [Component, { withOnDemandMessages }] = await Promise.all([
      load(),
      import('./withOnDemandMessages'),
    ]);
    return withOnDemandMessages(Component);
  });
}
