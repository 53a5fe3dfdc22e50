import { vipReservationSchema } from '@/lib/forms/vip-reservation';
import { formHandler } from '@/lib/forms/server/handle-submission';
import { withHomeFixture } from '@/lib/forms/server/match-check';
import { confirmationMail } from '@/lib/mail/confirmation';
import { sendMail } from '@/lib/mail/transport';

/** POST /api/forms/vip-reservation: the VIP dining reservation (JSON). */
export const POST = formHandler({
  form: 'vip-reservation',
  collection: 'vip-reservations',
  schema: vipReservationSchema,
  prepare: (payload, data, locale) => withHomeFixture(payload, locale, data),
  afterStore: (data, stored, locale) =>
    sendMail(
      confirmationMail({
        kind: 'vipReservation',
        locale,
        to: data.email,
        firstName: data.firstName,
        match: String(stored.matchLabel),
        reference: `VIP-${stored.id}`,
      }),
    ),
});
