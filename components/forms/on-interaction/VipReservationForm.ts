'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/**
 * The VIP dining reservation as its page shows it: rendered in full, its code loaded
 * once the visitor starts on it.
 */
export const VipReservationForm = hydrateOnInteraction(() =>
  import('../VipReservationForm').then((module) => module.VipReservationForm),
);
