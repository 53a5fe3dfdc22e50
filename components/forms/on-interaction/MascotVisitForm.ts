'use client';

import { hydrateTranslatedOnInteraction } from '@/components/i18n/hydrateTranslatedOnInteraction';

/**
 * The mascot visit request as its page shows it: rendered in full, its code loaded
 * once the visitor starts on it.
 */
export const MascotVisitForm = hydrateTranslatedOnInteraction(() =>
  import('../MascotVisitForm').then((module) => module.MascotVisitForm),
);
