import { z } from '../zod';
import { birthDate, choice, honeypot, LONG, matchId, optionalText, personal } from './fields';
import { invitationCardTypes, ticketTypes } from './ticket-request-form';

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
