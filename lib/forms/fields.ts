import { z } from '../zod';
import { type ErrorCode } from './codes';

const SHORT = 100;
export const LONG = 2000;

/** A required single-line text with its own "required" message. */
export const requiredText = (error: ErrorCode = 'required', max = SHORT) =>
  z.string({ error }).trim().min(1, { error }).max(max, { error: 'tooLong' });

/** A free text the visitor may leave empty. */
export const optionalText = (max = SHORT) =>
  z.string({ error: 'required' }).trim().max(max, { error: 'tooLong' });

export const email = () =>
  z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(SHORT, { error: 'tooLong' })
    .pipe(z.email({ error: 'emailInvalid' }));

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function parseIsoDate(value: string): Date | null {
  if (!isoDate.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects 2024-02-31, which Date would roll over into March.
  return date.toISOString().slice(0, 10) === value ? date : null;
}

/** A birth date (YYYY-MM-DD, what a date input sends): a real day, in the past, not before 1900. */
export const birthDate = () =>
  z
    .string({ error: 'birthDateRequired' })
    .trim()
    .min(1, { error: 'birthDateRequired' })
    .refine(
      (value) => {
        const date = parseIsoDate(value);
        return date !== null && date.getTime() < Date.now() && date.getUTCFullYear() >= 1900;
      },
      { error: 'birthDateInvalid' },
    );

/** A day still to come (today counts), e.g. the preferred date of a mascot visit. */
export const futureDate = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => parseIsoDate(value) !== null, { error: 'dateInvalid' })
    .refine((value) => value >= new Date().toISOString().slice(0, 10), { error: 'dateNotFuture' });

/** Digits, spaces, dots, slashes and one leading +: how Belgians write a phone number. */
export const phone = (required: boolean) =>
  z
    .string({ error: 'required' })
    .trim()
    .max(25, { error: 'tooLong' })
    .regex(required ? /^\+?[\d\s./-]{8,}$/ : /^(\+?[\d\s./-]{8,})?$/, { error: 'phoneInvalid' });

export const count = (min: number, max: number) =>
  z
    .number({ error: 'numberRange' })
    .int({ error: 'numberRange' })
    .min(min, { error: 'numberRange' })
    .max(max, { error: 'numberRange' });

/** One of a fixed list of choices; an empty select answers `error`. */
export const choice = <const T extends readonly [string, ...string[]]>(
  values: T,
  error: ErrorCode = 'choiceRequired',
) => z.enum(values, { error });

/** The id of a match picked from a list; the server checks it is an upcoming home match. */
export const matchId = () =>
  z.number({ error: 'matchRequired' }).int({ error: 'matchRequired' }).positive({ error: 'matchRequired' });

export const flag = () => z.boolean({ error: 'required' });

/** The honeypot field (`HONEYPOT` in codes.ts): bots fill it in, people never see it. */
export const honeypot = () => z.string().max(200).optional();

/** Belgian postal codes have four digits; neighbours' five. */
export const postalCode = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .regex(/^\d{4,5}$/, { error: 'postalCodeInvalid' });

/** Belgian VAT numbers: BE, then 0 or 1 and nine digits; other EU formats are accepted loosely. */
export const vatNumber = (required: boolean) =>
  (required ? requiredText('required', 20) : optionalText(20)).regex(/^([A-Za-z]{2}[\dA-Za-z.\s]{8,14})?$/, {
    error: 'vatInvalid',
  });

/** Exactly `length` digits, e.g. a cashless card number. */
export const digits = (length: number, error: ErrorCode) =>
  z
    .string({ error })
    .trim()
    .regex(new RegExp(`^\\d{${length}}$`), { error });
