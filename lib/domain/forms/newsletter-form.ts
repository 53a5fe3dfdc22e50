/**
 * The newsletter form (SPEC §3, §5): its fields and blank values. Its zod schema
 * (newsletter.ts) is derived from it like the other forms'; the field names are
 * SPEC §7's POST body. What a sign-up stores is the double opt-in's
 * (lib/domain/newsletter/subscriptions.ts, the `newsletter-subscribers` collection), not a
 * submission of its own. Its messages are the `Newsletter` ones.
 */
import type { FormDescription, InputOf } from './description';

/**
 * The privacy policy and form text a sign-up consents to, stored with it: a new value
 * whenever either changes (2026-11: no profiling, the birth date's purpose, the
 * suppression list, backups and logs; 2026-11-topics: the topics a subscriber may choose).
 */
export const PRIVACY_POLICY_VERSION = '2026-11-topics';

export const newsletterFields = {
  first_name: { kind: 'name', error: 'firstNameRequired' },
  last_name: { kind: 'name', error: 'lastNameRequired' },
  birth_date: { kind: 'typedBirthDate' },
  email: { kind: 'email' },
  privacy: { kind: 'consent', error: 'privacyRequired' },
} as const satisfies FormDescription;

export const newsletterDefaults: InputOf<typeof newsletterFields> = {
  first_name: '',
  last_name: '',
  birth_date: '',
  email: '',
  privacy: false,
};
