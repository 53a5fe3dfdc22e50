import { contactFields } from '@/lib/domain/forms/contact-form';
import { mascotVisitFields } from '@/lib/domain/forms/mascot-visit-form';
import { schemaFromDescription } from '@/lib/domain/forms/schema-from-description';
import { ticketRequestFields } from '@/lib/domain/forms/ticket-request-form';
import { vipReservationFields } from '@/lib/domain/forms/vip-reservation-form';

/** The demo's forms' schemas as the browser checks them (useSchemaForm derives them alike). */
export const contactSchema = schemaFromDescription(contactFields);
export const mascotVisitSchema = schemaFromDescription(mascotVisitFields);
export const ticketRequestSchema = schemaFromDescription(ticketRequestFields);
export const vipReservationSchema = schemaFromDescription(vipReservationFields);
