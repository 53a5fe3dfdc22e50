import { z } from '../zod';

/**
 * The newsletter form (SPEC §3, §5), shared by react-hook-form in the browser and
 * the route handler on the server. Messages are keys of the `Newsletter`
 * messages, so each side shows them in the visitor's language.
 */
export const PRIVACY_POLICY_VERSION = '2026-01';

const BIRTH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$|^(\d{4})-(\d{2})-(\d{2})$/;

/** `dd/mm/yyyy` (what visitors type) or `yyyy-mm-dd` (what the API receives) → ISO date, or null. */
export function parseBirthDate(value: string): string | null {
  const match = BIRTH_DATE.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = match[1] ? [match[1], match[2], match[3]] : [match[6], match[5], match[4]];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  // 31/02 rolls over to March in Date: a real date must read back the same.
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

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

/** The fields of SPEC §7's POST body, in the order the form shows them. */
export const newsletterFields = ['first_name', 'last_name', 'birth_date', 'email', 'privacy'] as const;
