import { z } from '../zod';
import { choice, flag, honeypot, LONG, personal, phone, requiredText } from './fields';

export const contactSubjects = ['tickets', 'business', 'community', 'fan-mail', 'other'] as const;

/** The contact form: the common personal fields, a subject and a message. */
export const contactSchema = z.object({
  ...personal,
  phone: phone(false),
  subject: choice(contactSubjects),
  message: requiredText('required', LONG),
  marketingConsent: flag(),
  website: honeypot(),
});

export type ContactMessage = z.infer<typeof contactSchema>;
export type ContactMessageInput = z.input<typeof contactSchema>;

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
