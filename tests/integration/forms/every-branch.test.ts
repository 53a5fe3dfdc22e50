/**
 * Every branch of every form, as the browser sends it, through the real route
 * handler into a throwaway database, then read back field by field. A form the
 * browser's schema accepts and the server or the CMS refuses fails here; so does
 * an answer stored as '' or kept although its question was not asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import {
  contactSchema,
  mascotVisitSchema,
  ticketRequestSchema,
  vipReservationSchema,
} from '../../support/form-schemas';
import { contactSubjects } from '@/lib/domain/forms/contact-form';
import { visitOccasions } from '@/lib/domain/forms/mascot-visit-form';
import { invitationCardTypes, ticketTypes } from '@/lib/domain/forms/ticket-request-form';
import { dinnerTypes, priceCategories } from '@/lib/domain/forms/vip-reservation-form';
import { formRequest, formRoute } from '../../support/form-requests';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../../support/form-fixtures';
import { useSeededCms } from '../../support/throwaway-cms';

const cms = useSeededCms();

type Collection = 'vip-reservations' | 'ticket-requests' | 'contact-messages' | 'mascot-visits';
type Route = {
  path: string;
  collection: Collection;
  schema: { safeParse(input: unknown): { success: boolean; data?: unknown } };
};
const routes: Record<
  'vip' | 'ticket' | 'contact' | 'mascot',
  Route & { POST?: (r: Request) => Promise<Response> }
> = {
  vip: { path: '/api/forms/vip-reservation', collection: 'vip-reservations', schema: vipReservationSchema },
  ticket: { path: '/api/forms/ticket-request', collection: 'ticket-requests', schema: ticketRequestSchema },
  contact: { path: '/api/forms/contact', collection: 'contact-messages', schema: contactSchema },
  mascot: { path: '/api/forms/mascot-visit', collection: 'mascot-visits', schema: mascotVisitSchema },
};
let matchId: number;

beforeAll(async () => {
  const [vip, ticket, contact, mascot, fixtures] = await Promise.all([
    formRoute('vip-reservation'),
    formRoute('ticket-request'),
    formRoute('contact'),
    formRoute('mascot-visit'),
    import('@/lib/data/home-fixtures'),
  ]);
  routes.vip.POST = vip;
  routes.ticket.POST = ticket;
  routes.contact.POST = contact;
  routes.mascot.POST = mascot;
  matchId = (await fixtures.queryHomeFixtures(cms(), 'en'))[0].id;
});

/**
 * Sends the answer as the browser would after its own check, and returns the stored document.
 * `expected` lists what must be stored; every other field of the answer must be absent.
 */
async function submitAndReadBack(
  route: Route & { POST?: (r: Request) => Promise<Response> },
  answer: Record<string, unknown>,
  expected: Record<string, unknown>,
) {
  const checked = route.schema.safeParse(answer);
  expect(checked.success, 'the browser accepts it').toBe(true);
  // The browser posts what its check gave back (react-hook-form's resolver), as the forms do.
  const sent = checked.data as Record<string, unknown>;
  const response = await route.POST!(formRequest(route.path, sent, { lang: 'nl' }));
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  const { id } = (await response.json()) as { id: number };
  const payload: Payload = cms();
  const stored = (await payload.findByID({
    collection: route.collection,
    id,
    depth: 0,
  })) as unknown as Record<string, unknown>;
  for (const name of Object.keys(answer)) {
    if (name === 'matchId' || name === 'website') continue;
    if (name in expected) expect(stored[name], name).toEqual(expected[name]);
    else expect(stored[name] ?? undefined, `${name} is not stored`).toBeUndefined();
  }
  expect(stored.locale).toBe('nl');
  return stored;
}

const stripped = (answer: Record<string, unknown>, ...absent: string[]) =>
  Object.fromEntries(Object.entries(answer).filter(([name]) => !absent.includes(name) && name !== 'website'));

describe('VIP reservation: every branch is stored as answered', () => {
  const branches = [
    { wantsTickets: true, hasCashlessCard: true, wantsTopUpCard: false, champagneTable: true },
    { wantsTickets: false, hasCashlessCard: true, wantsTopUpCard: true, champagneTable: false },
    { wantsTickets: true, hasCashlessCard: false, wantsTopUpCard: true, champagneTable: false },
    { wantsTickets: false, hasCashlessCard: false, wantsTopUpCard: false, champagneTable: true },
  ];
  for (const branch of branches) {
    it(`tickets ${branch.wantsTickets ? 'yes' : 'no'}, cashless card ${branch.hasCashlessCard ? 'yes' : 'no'}, top-up ${branch.wantsTopUpCard ? 'yes' : 'no'}, champagne ${branch.champagneTable ? 'yes' : 'no'}`, async () => {
      // What the browser holds: questions not asked keep whatever they held before.
      const answer = {
        ...validVipReservation(matchId),
        ...branch,
        ...(branch.wantsTickets ? {} : { ticketCount: 3, priceCategory: '' }),
        ...(branch.hasCashlessCard ? {} : { cardNumber: '' }),
      };
      const absent = [
        ...(branch.wantsTickets ? [] : ['ticketCount', 'priceCategory']),
        ...(branch.hasCashlessCard ? [] : ['cardNumber']),
      ];
      const stored = await submitAndReadBack(routes.vip, answer, stripped(answer, ...absent));
      expect(stored.match).toBe(matchId);
      expect(stored.matchLabel).toEqual(expect.any(String));
    });
  }

  it('every dinner type and price category', async () => {
    for (const [index, dinnerType] of dinnerTypes.entries()) {
      const answer = { ...validVipReservation(matchId), dinnerType, priceCategory: priceCategories[index] };
      await submitAndReadBack(routes.vip, answer, stripped(answer));
    }
    const answer = { ...validVipReservation(matchId), priceCategory: priceCategories[3] };
    await submitAndReadBack(routes.vip, answer, stripped(answer));
  });

  it('optional answers left empty are absent, not empty strings', async () => {
    const answer = { ...validVipReservation(matchId), company: '', vatNumber: '', comments: '' };
    await submitAndReadBack(routes.vip, answer, stripped(answer, 'company', 'vatNumber', 'comments'));
  });
});

describe('ticket request: every branch is stored as answered', () => {
  for (const invitationCardType of invitationCardTypes) {
    it(`invitation card "${invitationCardType}"`, async () => {
      const other = invitationCardType === 'other';
      const answer = {
        ...validTicketRequest(matchId),
        invitationCardType,
        // A free text typed, then "other" left: it is not stored.
        invitationCardOther: other ? 'UEFA delegate' : 'typed before changing my mind',
      };
      await submitAndReadBack(
        routes.ticket,
        answer,
        stripped(answer, ...(other ? [] : ['invitationCardOther']), 'comments'),
      );
    });
  }
  for (const ticketType of ticketTypes) {
    it(`ticket type "${ticketType}" with a comment`, async () => {
      const answer = { ...validTicketRequest(matchId), ticketType, comments: 'Two seats if possible.' };
      await submitAndReadBack(routes.ticket, answer, stripped(answer, 'invitationCardOther'));
    });
  }
});

describe('contact: every subject is stored as answered', () => {
  for (const subject of contactSubjects) {
    it(`subject "${subject}"`, async () => {
      const answer = { ...validContact(), subject };
      await submitAndReadBack(routes.contact, answer, stripped(answer));
    });
  }
  it('without a phone number', async () => {
    const answer = { ...validContact(), phone: '', marketingConsent: false };
    await submitAndReadBack(routes.contact, answer, stripped(answer, 'phone'));
  });
});

describe('mascot visit: every occasion is stored as answered', () => {
  for (const occasion of visitOccasions) {
    it(`occasion "${occasion}"`, async () => {
      const answer = {
        ...validMascotVisit(),
        occasion,
        comments: occasion === 'other' ? 'A street party.' : '',
      };
      await submitAndReadBack(
        routes.mascot,
        answer,
        stripped(answer, ...(occasion === 'other' ? [] : ['comments'])),
      );
    });
  }
});

describe('the CMS stores no answer the forms refuse', () => {
  const document = (changes: Record<string, unknown>) => {
    const { matchId: match, website: _honeypot, ...answer } = validVipReservation(matchId);
    return { ...answer, match, matchLabel: 'KVC Westhoek – Opponent', locale: 'en', ...changes } as never;
  };

  it('refuses an answer to a question the other answers did not ask', async () => {
    await expect(
      cms().create({
        collection: 'vip-reservations',
        data: document({ wantsTickets: false, hasCashlessCard: false }),
        overrideAccess: true,
      }),
    ).rejects.toThrow('The following fields are invalid: Card Number, Ticket Count, Price Category');
  });

  it('refuses names nobody types and an address Payload itself would refuse', async () => {
    await expect(
      cms().create({
        collection: 'vip-reservations',
        data: document({ firstName: '\u200B', lastName: 'Cla\u0000es', email: 'sofie@ex-.com' }),
        overrideAccess: true,
      }),
    ).rejects.toThrow('The following fields are invalid: First Name, Last Name, Email');
  });
});
