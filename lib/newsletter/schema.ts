import { z } from '../zod';
import { parseBirthDate } from './fields';

/**
 * The newsletter form (SPEC §3, §5), shared by react-hook-form in the browser and
 * the route handler on the server. Messages are keys of the `Newsletter`
 * messages, so each side shows them in the visitor's language.
 */
export const PRIVACY_POLICY_VERSION = '2026-01';

const required = (message: string) => z.string({ error: message }).trim().min(1, message).max(120);

export const newsletterSchema = z.object({
  first_name: required('firstNameRequired'),
  last_name: required('lastNameRequired'),
  birth_date: z
    .string({ error: 'birthDateRequired' })
    .trim()
    .min(1, 'birthDateRequired')
    .refine((value) => parseBirthDate(value) !== null, 'birthDateInvalid')
    .refine((value) => {
      const iso = parseBirthDate(value);
      return iso === null || (iso > '1900-01-01' && iso < new Date().toISOString().slice(0, 10));
    }, 'birthDatePast'),
  email: required('emailRequired').pipe(z.email('emailInvalid')),
  privacy: z.literal(true, { error: 'privacyRequired' }),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSchema>;
