'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/**
 * The referees-and-scouts ticket request as its page shows it: rendered in full, its code loaded
 * once the visitor starts on it.
 */
export const TicketRequestForm = hydrateOnInteraction(() =>
  import('../TicketRequestForm').then((module) => module.TicketRequestForm),
);
