import type { AnswerOf, InputOf } from './description';
import { mascotVisitFields } from './mascot-visit-form';
import { schemaFromDescription } from './schema-from-description';

/** The mascot visit request's schema, for the browser and the route handler. */
export const mascotVisitSchema = schemaFromDescription(mascotVisitFields);

export type MascotVisit = AnswerOf<typeof mascotVisitFields>;
export type MascotVisitInput = InputOf<typeof mascotVisitFields>;
