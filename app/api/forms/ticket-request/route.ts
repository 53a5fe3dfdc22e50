import { ticketRequestSchema } from '@/lib/forms/ticket-request';
import { formHandler } from '@/lib/forms/server/handle-submission';
import { withHomeFixture } from '@/lib/forms/server/match-check';
import { confirmationMail } from '@/lib/mail/confirmation';
import { sendMail } from '@/lib/mail/transport';

/** POST /api/forms/ticket-request: the referees-and-scouts ticket request (JSON). */
export const POST = formHandler({
  form: 'ticket-request',
  collection: 'ticket-requests',
  schema: ticketRequestSchema,
  prepare: (payload, data, locale) => withHomeFixture(payload, locale, data),
  afterStore: (data, stored, locale) =>
    sendMail(
      confirmationMail({
        kind: 'ticketRequest',
        locale,
        to: data.email,
        firstName: data.firstName,
        match: String(stored.matchLabel),
        reference: `REF-${stored.id}`,
      }),
    ),
});
