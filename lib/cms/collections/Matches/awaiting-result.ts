import type { Field } from 'payload';
import { awaitingResultTexts } from '../../admin/awaiting-result/texts';

const component = (name: string) => `/lib/cms/admin/awaiting-result/AwaitingResult#${name}`;

/**
 * No data: the flag of a match past its kick-off whose result was never entered, in the list (a
 * column) and on top of its screen (lib/domain/matches/awaiting-result.ts says which).
 */
export const awaitingResultField: Field = {
  name: 'awaitingResult',
  type: 'ui',
  label: {
    en: awaitingResultTexts.en.column,
    nl: awaitingResultTexts.nl.column,
    fr: awaitingResultTexts.fr.column,
  },
  admin: {
    components: { Cell: component('AwaitingResultCell'), Field: component('AwaitingResultNotice') },
  },
};
