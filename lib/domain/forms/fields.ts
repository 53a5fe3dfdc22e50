import { z } from '../../shared/zod';
import { hasControlCharacter, hasVisibleLetter, stripControlCharacters, trimInvisible } from './characters';
import { type ErrorCode } from './codes';
import { isEmailAddress } from './email-address';

const SHORT = 100;
export const LONG = 2000;

/**
 * Makes a check run only while the answer has no problem yet, so each answer
 * reports one problem, the one to fix first, whichever issue a reader of the
 * zod error picks. (zod's `abort` would also stop the form's cross-field checks.)
 */
const ifNoProblemYet = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * A single-line answer, trimmed of spaces and invisible characters, so one made
 * only of zero-width characters is missing; a control character or line break
 * inside it is refused (characters.ts says why).
 */
const singleLine = (error: ErrorCode, max: number, required: boolean) => {
  const text = z.string({ error }).overwrite(trimInvisible);
  return (required ? text.min(1, { error }) : text)
    .max(max, { error: 'tooLong', ...ifNoProblemYet })
    .refine((value) => !hasControlCharacter(value), { error: 'invisibleCharacters', ...ifNoProblemYet });
};

/** A required single-line text with its own "required" message. */
export const requiredText = (error: ErrorCode = 'required', max = SHORT) => singleLine(error, max, true);

/** A free text the visitor may leave empty. */
export const optionalText = (max = SHORT) => singleLine('required', max, false);

/** A person's name: something that shows, with at least one letter in it. */
export const personName = (error: ErrorCode) =>
  requiredText(error).refine(hasVisibleLetter, { error: 'nameInvalid', ...ifNoProblemYet });

/** A message over several lines: control characters other than line breaks and tabs are removed. */
export const longText = (required: boolean) => {
  const text = z
    .string({ error: 'required' })
    .overwrite((value) => trimInvisible(stripControlCharacters(value)));
  return (required ? text.min(1, { error: 'required' }) : text).max(LONG, { error: 'tooLong' });
};

/** An e-mail address by the site's one rule (email-address.ts), which the CMS holds too. */
export const email = () =>
  z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired' })
    .max(SHORT, { error: 'tooLong', ...ifNoProblemYet })
    .refine(isEmailAddress, { error: 'emailInvalid', ...ifNoProblemYet });

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function parseIsoDate(value: string): Date | null {
  if (!isoDate.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  // Rejects 2024-02-31, which Date would roll over into March.
  return date.toISOString().slice(0, 10) === value ? date : null;
}

/** Today as YYYY-MM-DD (UTC, like the dates the forms send), to compare with a date answer. */
const today = () => new Date().toISOString().slice(0, 10);

/** From this age one may book in one's own name (a VIP reservation is a contract and a bill). */
export const ADULT_AGE = 18;

/** Whether someone born on `birth` has had their `age`th birthday by `day` (29 February counts on 1 March). */
export function hasTurned(age: number, birth: string, day: string): boolean {
  const year = String(Number(birth.slice(0, 4)) + age).padStart(4, '0');
  return `${year}${birth.slice(4)}` <= day;
}

/**
 * A birth date (YYYY-MM-DD, what a date input sends): a real day before today
 * (nobody fills in a form on the day they are born), not before 1900; with
 * `adult`, at least ADULT_AGE years ago.
 */
export const birthDate = (adult = false) =>
  z
    .string({ error: 'birthDateRequired' })
    .trim()
    .min(1, { error: 'birthDateRequired' })
    .refine(
      (value) => {
        const date = parseIsoDate(value);
        return date !== null && value < today() && date.getUTCFullYear() >= 1900;
      },
      { error: 'birthDateInvalid' },
    )
    .refine((value) => !adult || parseIsoDate(value) === null || hasTurned(ADULT_AGE, value, today()), {
      error: 'adultRequired',
    });

const typedDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$|^(\d{4})-(\d{2})-(\d{2})$/;

/** `dd/mm/yyyy` (what visitors type) or `yyyy-mm-dd` (what a date input or a script sends) → ISO date, or null. */
export function parseTypedDate(value: string): string | null {
  const match = typedDate.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = match[1] ? [match[1], match[2], match[3]] : [match[6], match[5], match[4]];
  return (
    parseIsoDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`)
      ?.toISOString()
      .slice(0, 10) ?? null
  );
}

/**
 * The age from which one consents alone to a service like the newsletter: 13 in Belgium
 * (article 8 GDPR, the law of 30 July 2018, article 7). Why the newsletter asks a birth
 * date, as its privacy text says.
 */
export const CONSENT_AGE = 13;

/**
 * A birth date typed into a text box (the newsletter's): day/month/year or
 * yyyy-mm-dd, a real day after 1 January 1900 and before today, at least CONSENT_AGE
 * years ago. The answer is the ISO date, whichever way it was written.
 */
export const typedBirthDate = () =>
  z
    .string({ error: 'birthDateRequired' })
    .trim()
    .min(1, { error: 'birthDateRequired' })
    .refine((value) => parseTypedDate(value) !== null, { error: 'birthDateInvalid', ...ifNoProblemYet })
    .refine(
      (value) => {
        const iso = parseTypedDate(value)!;
        return iso > '1900-01-01' && iso < today();
      },
      { error: 'birthDatePast', ...ifNoProblemYet },
    )
    .refine((value) => hasTurned(CONSENT_AGE, parseTypedDate(value)!, today()), {
      error: 'consentAgeRequired',
      ...ifNoProblemYet,
    })
    .transform((value) => parseTypedDate(value)!);

/** A day still to come (today counts), e.g. the preferred date of a mascot visit. */
export const futureDate = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => parseIsoDate(value) !== null, { error: 'dateInvalid' })
    .refine((value) => value >= today(), { error: 'dateNotFuture' });

/**
 * Digits, spaces, dots, slashes, hyphens and one leading +: how Belgians write a
 * phone number. It needs 8 digits (a Belgian number without its 0 has 8) and at
 * most 15 (the international maximum): a row of dots is no number.
 */
const phoneCharacters = /^\+?[\d ./-]+$/;

function isPhoneNumber(value: string): boolean {
  const digitCount = value.replace(/\D/g, '').length;
  return phoneCharacters.test(value) && digitCount >= 8 && digitCount <= 15;
}

export const phone = (required: boolean) =>
  z
    .string({ error: 'required' })
    .trim()
    .max(25, { error: 'tooLong' })
    .refine((value) => (value === '' && !required) || isPhoneNumber(value), { error: 'phoneInvalid' });

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

/** A box that must be ticked, such as the consent to the privacy policy. */
export const consent = (error: ErrorCode) => z.literal(true, { error });

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
