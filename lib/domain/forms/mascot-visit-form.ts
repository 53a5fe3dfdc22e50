/**
 * A request for a visit of the mascot: its fields and blank values. The zod
 * schema (schema-from-description.ts) and the CMS collection are derived from it.
 */
import { addressFields, personalFields } from './common-fields';
import type { FormDescription, InputOf } from './description';

export const visitOccasions = ['birthday', 'school', 'club-event', 'company-event', 'other'] as const;

export const mascotVisitFields = {
  ...personalFields,
  phone: { kind: 'phone' },
  preferredDate: { kind: 'futureDate' },
  occasion: { kind: 'choice', options: visitOccasions },
  children: { kind: 'count', min: 1, max: 200 },
  ...addressFields,
  comments: { kind: 'longText', optional: true },
  marketingConsent: { kind: 'flag' },
} as const satisfies FormDescription;

/** The form's values in the browser, as its fields hold them. */
export type MascotVisitInput = InputOf<typeof mascotVisitFields>;

export const mascotVisitDefaults: MascotVisitInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  preferredDate: '',
  occasion: '',
  children: 10,
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  comments: '',
  marketingConsent: false,
  website: '',
};
