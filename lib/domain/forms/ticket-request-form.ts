/**
 * The ticket request for referees and scouts (SPEC §3): its fields, steps and
 * blank values. The zod schema (schema-from-description.ts) and the CMS collection are derived from it.
 */
import { personalFields } from './common-fields';
import type { FormDescription, InputOf } from './description';

export const invitationCardTypes = ['referee', 'scout', 'trainer', 'other'] as const;
export const ticketTypes = ['main-stand-seat', 'press-box', 'standing'] as const;

export const ticketRequestFields = {
  matchId: { kind: 'match' },
  ...personalFields,
  // No adult rule: young referees hold a referee card in their teens.
  birthDate: { kind: 'birthDate' },
  invitationCardType: { kind: 'choice', options: invitationCardTypes },
  invitationCardOther: { kind: 'text', when: { field: 'invitationCardType', equals: 'other' } },
  ticketType: { kind: 'choice', options: ticketTypes, error: 'ticketTypeRequired' },
  comments: { kind: 'longText', optional: true },
} as const satisfies FormDescription;

/** The form's values in the browser, as its fields hold them. */
export type TicketRequestInput = InputOf<typeof ticketRequestFields>;

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
] as const satisfies readonly (readonly (keyof typeof ticketRequestFields)[])[];

export const ticketRequestDefaults: TicketRequestInput = {
  matchId: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  email: '',
  invitationCardType: '',
  invitationCardOther: '',
  ticketType: '',
  comments: '',
  website: '',
};
