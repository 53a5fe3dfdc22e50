import type { AnswerOf, InputOf } from './description';
import { newsletterFields } from './newsletter-form';
import { schemaFromDescription } from './schema-from-description';

/** The newsletter form's schema, for the browser and the route handler. */
export const newsletterSchema = schemaFromDescription(newsletterFields);

/** A sign-up as the schema gives it: the birth date as an ISO date, however it was typed. */
export type NewsletterSignUp = AnswerOf<typeof newsletterFields>;
export type NewsletterInput = InputOf<typeof newsletterFields>;
