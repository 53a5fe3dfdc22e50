'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/**
 * The mascot visit request as its page shows it: rendered in full, its code loaded
 * once the visitor starts on it.
 */
export const MascotVisitForm = hydrateOnInteraction(() =>
  import('../MascotVisitForm').then((module) => module.MascotVisitForm),
);
