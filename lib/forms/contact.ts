import { z } from '../zod';
import { choice, flag, honeypot, LONG, personal, phone, requiredText } from './fields';
import { contactSubjects } from './contact-form';

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
