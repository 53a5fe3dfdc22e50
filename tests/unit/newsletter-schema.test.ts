import { describe, expect, it } from 'vitest';
import { parseTypedDate } from '@/lib/domain/forms/fields';
import { newsletterSchema } from '@/lib/domain/forms/newsletter';

const valid = {
  first_name: 'Lotte',
  last_name: 'Vermeulen',
  birth_date: '07/03/1994',
  email: 'lotte@example.be',
  privacy: true,
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = newsletterSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('newsletter schema', () => {
  it('accepts a complete subscription', () => {
    expect(newsletterSchema.safeParse(valid).success).toBe(true);
    expect(newsletterSchema.safeParse({ ...valid, birth_date: '1994-03-07' }).success).toBe(true);
  });

  it('requires each field with its own message (SPEC §5)', () => {
    expect(errorsOf({})).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
      birth_date: 'birthDateRequired',
      email: 'emailRequired',
      privacy: 'privacyRequired',
    });
    expect(errorsOf({ ...valid, first_name: '   ' })).toEqual({ first_name: 'firstNameRequired' });
  });

  it('checks the e-mail format, a real past date and the privacy consent', () => {
    expect(errorsOf({ ...valid, email: 'lotte@' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ ...valid, birth_date: '31/02/1994' })).toEqual({ birth_date: 'birthDateInvalid' });
    expect(errorsOf({ ...valid, birth_date: '01/01/2999' })).toEqual({ birth_date: 'birthDatePast' });
    expect(errorsOf({ ...valid, privacy: false })).toEqual({ privacy: 'privacyRequired' });
    expect(errorsOf({ ...valid, privacy: 'true' })).toEqual({ privacy: 'privacyRequired' });
  });

  it('reads day/month/year as visitors type it', () => {
    expect(parseTypedDate('7/3/1994')).toBe('1994-03-07');
    expect(parseTypedDate('1994-03-07')).toBe('1994-03-07');
    expect(parseTypedDate('03-07-1994')).toBeNull();
  });

  it("follows the forms' rules for names and e-mail addresses", () => {
    expect(errorsOf({ ...valid, first_name: '\u200B\u200B', last_name: '\u0000' })).toEqual({
      first_name: 'firstNameRequired',
      last_name: 'lastNameRequired',
    });
    expect(errorsOf({ ...valid, first_name: '1234', last_name: 'Ver\u0000meulen' })).toEqual({
      first_name: 'nameInvalid',
      last_name: 'invisibleCharacters',
    });
    expect(errorsOf({ ...valid, email: 'a@ex-.com' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ ...valid, birth_date: new Date().toISOString().slice(0, 10) })).toEqual({
      birth_date: 'birthDatePast',
    });
  });
});
