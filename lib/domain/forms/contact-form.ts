/**
 * The contact form: its fields and blank values. The zod schema (schema-from-description.ts)
 * and the CMS collection are derived from it.
 */
import { personalFields } from './common-fields';
import type { FormDescription, InputOf } from './description';

export const contactSubjects = ['tickets', 'business', 'community', 'fan-mail', 'other'] as const;

export const contactFields = {
  ...personalFields,
  phone: { kind: 'phone', optional: true },
  subject: { kind: 'choice', options: contactSubjects },
  message: { kind: 'longText' },
  marketingConsent: { kind: 'flag' },
} as const satisfies FormDescription;

/** The form's values in the browser, as its fields hold them. */
export type ContactMessageInput = InputOf<typeof contactFields>;

export const contactDefaults: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  marketingConsent: false,
  website: '',
};
