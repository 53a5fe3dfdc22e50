/**
 * The contact form: its fields and blank values. The zod schema (contact.ts)
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

export const contactDefaults: InputOf<typeof contactFields> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  marketingConsent: false,
  website: '',
};
