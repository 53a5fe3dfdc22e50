'use client';

import { hydrateTranslatedOnInteraction } from '@/components/i18n/hydrateTranslatedOnInteraction';

/** The contact form as its page shows it: rendered in full, its code loaded once the visitor starts on it. */
export const ContactForm = hydrateTranslatedOnInteraction(() =>
  import('../ContactForm').then((module) => module.ContactForm),
);
