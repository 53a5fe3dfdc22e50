'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/** The contact form as its page shows it: rendered in full, its code loaded once the visitor starts on it. */
export const ContactForm = hydrateOnInteraction(() =>
  import('../ContactForm').then((module) => module.ContactForm),
);
