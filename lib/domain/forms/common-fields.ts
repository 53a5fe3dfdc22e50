/** Field descriptions several forms share (SPEC §3: the common personal fields). */
import type { FieldDescription } from './description';

export const personalFields = {
  firstName: { kind: 'name', error: 'firstNameRequired' },
  lastName: { kind: 'name', error: 'lastNameRequired' },
  email: { kind: 'email' },
} as const satisfies Record<string, FieldDescription>;

export const addressFields = {
  street: { kind: 'text' },
  houseNumber: { kind: 'text', max: 10 },
  postalCode: { kind: 'postalCode' },
  city: { kind: 'text' },
} as const satisfies Record<string, FieldDescription>;
