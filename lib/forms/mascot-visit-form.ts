/**
 * The mascot visit request as the browser draws it: its choices and blank values.
 * Apart from the zod schema in mascot-visit.ts, which the browser loads only to check an answer.
 */
import type { MascotVisitInput } from './mascot-visit';

export const visitOccasions = ['birthday', 'school', 'club-event', 'company-event', 'other'] as const;

export const mascotVisitDefaults: MascotVisitInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredDate: '',
  occasion: '' as never,
  children: 10,
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  comments: '',
  marketingConsent: false,
  website: '',
};
