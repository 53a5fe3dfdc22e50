import { formHandler } from '@/lib/forms/server/handle-submission';
import { withHomeFixture } from '@/lib/forms/server/match-check';
import { vipReservationFields } from '@/lib/forms/vip-reservation-form';
import { sendConfirmation } from '@/lib/mail/confirmation';

/** POST /api/forms/vip-reservation: the VIP dining reservation (JSON). */
export const POST = formHandler({
  form: 'vip-reservation',
  collection: 'vip-reservations',
  fields: vipReservationFields,
  prepare: (payload, data, locale) => withHomeFixture(payload, locale, data),
  afterStore: (data, stored, locale) =>
    sendConfirmation({
      kind: 'vipReservation',
      locale,
      to: data.email,
      firstName: data.firstName,
      match: String(stored.matchLabel),
      reference: `VIP-${stored.id}`,
    }),
});
