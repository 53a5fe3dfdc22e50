import type { AnswerOf, InputOf } from './description';
import { schemaFromDescription } from './schema-from-description';
import { vipReservationFields } from './vip-reservation-form';

/** The VIP dining reservation's schema, for the browser and the route handler. */
export const vipReservationSchema = schemaFromDescription(vipReservationFields);

export type VipReservation = AnswerOf<typeof vipReservationFields>;
export type VipReservationInput = InputOf<typeof vipReservationFields>;
