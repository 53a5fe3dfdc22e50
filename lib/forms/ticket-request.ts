import { z } from '../zod';
import { birthDate, choice, honeypot, LONG, matchId, optionalText, personal } from './fields';

export const invitationCardTypes = ['referee', 'scout', 'trainer', 'other'] as const;
export const ticketTypes = ['main-stand-seat', 'press-box', 'standing'] as const;

/** The referees-and-scouts ticket request (SPEC §3): one schema for the browser and the server. */
export const ticketRequestSchema = z
  .object({
    matchId: matchId(),
    ...personal,
    birthDate: birthDate(),
    invitationCardType: choice(invitationCardTypes),
    invitationCardOther: optionalText(),
    ticketType: choice(ticketTypes, 'ticketTypeRequired'),
    comments: optionalText(LONG),
    website: honeypot(),
  })
  // "Other" asks which invitation card, whatever else is still missing.
  .superRefine(
    (data, ctx) => {
      if (data.invitationCardType === 'other' && !data.invitationCardOther) {
        ctx.addIssue({ code: 'custom', path: ['invitationCardOther'], message: 'required' });
      }
    },
    {
      when: (payload) =>
        typeof (payload.value as { invitationCardOther?: unknown })?.invitationCardOther === 'string',
    },
  );

export type TicketRequest = z.infer<typeof ticketRequestSchema>;
export type TicketRequestInput = z.input<typeof ticketRequestSchema>;

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
