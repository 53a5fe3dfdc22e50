'use client';

import { hydrateOnInteraction } from '@/components/ui/hydrate-on-interaction';

/**
 * The newsletter page's form: rendered in full, its code loaded once the visitor
 * starts on it. (The header's modal loads on its first click and imports the form itself.)
 */
export const NewsletterForm = hydrateOnInteraction(() =>
  import('../NewsletterForm').then((module) => module.NewsletterForm),
);
