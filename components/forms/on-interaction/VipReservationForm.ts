'use client';

import { hydrateTranslatedOnInteraction } from '@/components/i18n/hydrateTranslatedOnInteraction';

/**
 * The VIP dining reservation as its page shows it: rendered in full, its code loaded
 * once the visitor starts on it.
 */
export const VipReservationForm = hydrateTranslatedOnInteraction(() =>
  import('../VipReservationForm').then((module) => module.VipReservationForm),
);
