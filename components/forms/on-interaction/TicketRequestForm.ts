'use client';

import { hydrateTranslatedOnInteraction } from '@/components/i18n/hydrateTranslatedOnInteraction';

/**
 * The referees-and-scouts ticket request as its page shows it: rendered in full, its code loaded
 * once the visitor starts on it.
 */
export const TicketRequestForm = hydrateTranslatedOnInteraction(() =>
  import('../TicketRequestForm').then((module) => module.TicketRequestForm),
);
