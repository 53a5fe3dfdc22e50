import { email, personName } from '../forms/fields';
import { z } from '../zod';
import { parseBirthDate } from './fields';

/**
 * The newsletter form (SPEC §3, §5), shared by react-hook-form in the browser and
 * the route handler on the server. Messages are keys of the `Newsletter`
 * messages, so each side shows them in the visitor's language. Names and the
 * e-mail address follow the same rules as the other forms (lib/forms/fields.ts):
 * a name must show a letter, and the address must be one the CMS stores.
 */
export const PRIVACY_POLICY_VERSION = '2026-01';

export const newsletterSchema = z.object({
  first_name: personName('firstNameRequired'),
  last_name: personName('lastNameRequired'),
  birth_date: z
    .string({ error: 'birthDateRequired' })
    .trim()
    .min(1, 'birthDateRequired')
    .refine((value) => parseBirthDate(value) !== null, 'birthDateInvalid')
    .refine((value) => {
      const iso = parseBirthDate(value);
      return iso === null || (iso > '1900-01-01' && iso < new Date().toISOString().slice(0, 10));
    }, 'birthDatePast'),
  email: email(),
  privacy: z.literal(true, { error: 'privacyRequired' }),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSchema>;
