import { z } from '../zod';
import {
  address,
  choice,
  count,
  flag,
  futureDate,
  honeypot,
  LONG,
  optionalText,
  personal,
  phone,
} from './fields';
import { visitOccasions } from './mascot-visit-form';

/** A request for a visit of the mascot: who asks, when, for what and where. */
export const mascotVisitSchema = z.object({
  ...personal,
  phone: phone(true),
  preferredDate: futureDate(),
  occasion: choice(visitOccasions),
  children: count(1, 200),
  ...address,
  comments: optionalText(LONG),
  marketingConsent: flag(),
  website: honeypot(),
});

export type MascotVisit = z.infer<typeof mascotVisitSchema>;
export type MascotVisitInput = z.input<typeof mascotVisitSchema>;
