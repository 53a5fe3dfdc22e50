/**
 * One description per form: its fields, their kinds, choices and limits, which
 * answer each one depends on, and the error code each one answers with. The zod
 * schema (`schema-from-description.ts`, browser and route handler) and the CMS
 * collection (`lib/cms/collections/Submissions`) are both derived from it, so
 * what the browser accepts is what the server checks and what the CMS stores.
 * Plain data without zod or Payload: the browser imports it on first load.
 */
import type { ErrorCode } from './codes';

/** A field that is asked only when another field has a given answer, and stored only then. */
export type Condition = { field: string; equals: string | boolean };

type Common = {
  /** Asked (and stored) only when this holds; otherwise it is dropped, never stored as ''. */
  when?: Condition;
  /** May be left empty; an empty answer is not stored. */
  optional?: boolean;
};

export type FieldDescription = Common &
  (
    | { kind: 'text'; max?: number; error?: ErrorCode }
    /** A person's name: it must show, with a letter in it; `error` when missing. */
    | { kind: 'name'; error: ErrorCode }
    | { kind: 'longText' }
    | { kind: 'email' }
    | { kind: 'phone' }
    /** `adult`: the person must be 18 or older (fields.ts, ADULT_AGE). */
    | { kind: 'birthDate'; adult?: true }
    /**
     * A birth date typed into a text box as day/month/year (or sent as yyyy-mm-dd);
     * the answer is the ISO date. Before today and after 1 January 1900.
     */
    | { kind: 'typedBirthDate' }
    | { kind: 'futureDate' }
    | { kind: 'postalCode' }
    | { kind: 'vatNumber' }
    | { kind: 'digits'; length: number; error: ErrorCode }
    | { kind: 'count'; min: number; max: number }
    | { kind: 'flag' }
    /** A box that must be ticked (consent to the privacy policy); `error` when it is not. */
    | { kind: 'consent'; error: ErrorCode }
    | { kind: 'choice'; options: readonly string[]; error?: ErrorCode }
    /** The id of an upcoming home match; stored as a relation plus the label the visitor saw. */
    | { kind: 'match' }
  );

export type FormDescription = Record<string, FieldDescription>;

/** Whether a field is asked, given the answers so far. */
export function isAsked(field: FieldDescription, values: Record<string, unknown>): boolean {
  return !field.when || values[field.when.field] === field.when.equals;
}

/** An answer left blank: all a request or a stored document may hold for a question not asked. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Whether a field may be left empty: optional text, or a field that depends on another answer. */
export function mayBeAbsent(field: FieldDescription): boolean {
  return Boolean(field.when) || field.optional === true;
}

type Answer<Field> = Field extends { kind: 'count' | 'match' }
  ? number
  : Field extends { kind: 'flag' | 'consent' }
    ? boolean
    : Field extends { kind: 'choice'; options: readonly (infer Option)[] }
      ? Option
      : string;

type MayBeAbsent<Field> = Field extends { when: Condition } | { optional: true } ? true : false;

/** What the schema gives the route handler: conditional and empty optional answers are absent. */
export type AnswerOf<Description extends FormDescription> = {
  [Name in keyof Description as MayBeAbsent<Description[Name]> extends true ? never : Name]: Answer<
    Description[Name]
  >;
} & {
  [Name in keyof Description as MayBeAbsent<Description[Name]> extends true ? Name : never]?: Answer<
    Description[Name]
  >;
} & { website?: string };

/** What the form holds while the visitor fills it in: a select or a number may still be empty. */
export type InputOf<Description extends FormDescription> = {
  [Name in keyof Description]: Description[Name] extends { kind: 'choice' | 'match' }
    ? Answer<Description[Name]> | ''
    : Answer<Description[Name]>;
} & { website?: string };
