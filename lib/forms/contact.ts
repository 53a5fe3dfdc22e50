import { contactFields } from './contact-form';
import type { AnswerOf, InputOf } from './description';
import { schemaFromDescription } from './schema-from-description';

/** The contact form's schema, for the browser and the route handler. */
export const contactSchema = schemaFromDescription(contactFields);

export type ContactMessage = AnswerOf<typeof contactFields>;
export type ContactMessageInput = InputOf<typeof contactFields>;
