/**
 * The ticket request for referees and scouts as the browser draws it: its choices, steps and blank values.
 * Apart from the zod schema in ticket-request.ts, which the browser loads only to check an answer.
 */
import type { TicketRequest, TicketRequestInput } from './ticket-request';

export const invitationCardTypes = ['referee', 'scout', 'trainer', 'other'] as const;
export const ticketTypes = ['main-stand-seat', 'press-box', 'standing'] as const;

/** Step 1 chooses the match, step 2 the personal data; step 3 confirms. */
export const ticketRequestSteps = [
  ['matchId'],
  [
    'firstName',
    'lastName',
    'birthDate',
    'email',
    'invitationCardType',
    'invitationCardOther',
    'ticketType',
    'comments',
  ],
] as const satisfies readonly (readonly (keyof TicketRequest)[])[];

export const ticketRequestDefaults: TicketRequestInput = {
  matchId: '' as never,
  firstName: '',
  lastName: '',
  birthDate: '',
  email: '',
  invitationCardType: '' as never,
  invitationCardOther: '',
  ticketType: '' as never,
  comments: '',
  website: '',
};
