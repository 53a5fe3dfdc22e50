'use client';

import { hydrateTranslatedOnInteraction } from '@/components/i18n/hydrateTranslatedOnInteraction';

/**
 * The newsletter page's form: rendered in full, its code loaded once the visitor
 * starts on it. (The header's modal loads on its first click and imports the form itself.)
 */
export const NewsletterForm = hydrateTranslatedOnInteraction(() =>
  import('../NewsletterForm').then((module) => module.NewsletterForm),
);
