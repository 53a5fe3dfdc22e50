import { cms } from '@/lib/cms/client';
import { formHandler } from '@/lib/forms/server/handle-submission';
import { withHomeFixture } from '@/lib/forms/server/match-check';
import { vipReservationFields } from '@/lib/forms/vip-reservation-form';

/** POST /api/forms/vip-reservation: the VIP dining reservation (JSON). */
export const POST = formHandler({
  payload: cms,
  form: 'vip-reservation',
  collection: 'vip-reservations',
  fields: vipReservationFields,
  prepare: (payload, data, locale) => withHomeFixture(payload, locale, data),
});
