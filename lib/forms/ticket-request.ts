import type { AnswerOf, InputOf } from './description';
import { schemaFromDescription } from './schema-from-description';
import { ticketRequestFields } from './ticket-request-form';

/** The referees-and-scouts ticket request's schema, for the browser and the route handler. */
export const ticketRequestSchema = schemaFromDescription(ticketRequestFields);

export type TicketRequest = AnswerOf<typeof ticketRequestFields>;
export type TicketRequestInput = InputOf<typeof ticketRequestFields>;
