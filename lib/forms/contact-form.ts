/**
 * The contact form as the browser draws it: its choices and blank values.
 * Apart from the zod schema in contact.ts, which the browser loads only to check an answer.
 */
import type { ContactMessageInput } from './contact';

export const contactSubjects = ['tickets', 'business', 'community', 'fan-mail', 'other'] as const;

export const contactDefaults: ContactMessageInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '' as never,
  message: '',
  marketingConsent: false,
  website: '',
};
