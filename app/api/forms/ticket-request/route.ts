import { cms } from '@/lib/cms/client';
import { formHandler } from '@/lib/forms/server/handle-submission';
import { withHomeFixture } from '@/lib/forms/server/match-check';
import { ticketRequestFields } from '@/lib/forms/ticket-request-form';

/** POST /api/forms/ticket-request: the referees-and-scouts ticket request (JSON). */
export const POST = formHandler({
  payload: cms,
  form: 'ticket-request',
  collection: 'ticket-requests',
  fields: ticketRequestFields,
  prepare: (payload, data, locale) => withHomeFixture(payload, locale, data),
});
