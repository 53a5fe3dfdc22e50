import { email as payloadEmail } from 'payload/shared';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '@/lib/domain/forms/email-address';
import { newsletterSchema } from '@/lib/domain/forms/newsletter';
import { contactSchema } from '../support/form-schemas';
import { validContact } from '../support/form-fixtures';

/** Payload's own check of an `email` field (3.90), as the CMS runs it on a collection without auth. */
const payloadAccepts = (value: string) =>
  payloadEmail(value, {
    req: { payload: { collections: {}, config: { collections: [] } }, t: (key: string) => key },
    required: true,
  } as never) === true;

const tricky = [
  'a@ex-.com',
  'a@-ex.com',
  'a@ex--ample.com',
  'a@sub.ex-.com',
  'a@ex.c',
  'a@ex.co1',
  'a.@ex.com',
  '.a@ex.com',
  'a..b@ex.com',
  'a@ex..com',
  '"a"@ex.com',
  'a b@ex.com',
  "o'brien@ex.com",
  'a+tag@ex.com',
  'a_b-c@ex.co.uk',
  'a@ex_a.com',
  'Ä@ex.com',
  'a@xn--bcher-kva.ch',
  'a@127.0.0.1',
  'a@[127.0.0.1]',
  'a!b@ex.com',
  'a@ex.com.',
];

/** Deterministic pseudo-random addresses built from the characters the two rules disagree on. */
function* generated(count: number) {
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  const part = (alphabet: string, max: number) =>
    Array.from({ length: 1 + next(max) }, () => alphabet[next(alphabet.length)]).join('');
  for (let i = 0; i < count; i++) {
    yield `${part('ab1_.+-\'!"é ', 6)}@${part('ab1-._', 8)}.${part('abZ1-', 4)}`;
  }
}

describe('the one e-mail rule', () => {
  it.each(tricky)('accepts %j only if Payload does', (address) => {
    if (isEmailAddress(address)) expect(payloadAccepts(address)).toBe(true);
  });

  it('accepts nothing Payload refuses, over 20,000 generated addresses', () => {
    const disagreements = [...generated(20_000)].filter((a) => isEmailAddress(a) && !payloadAccepts(a));
    expect(disagreements).toEqual([]);
  });

  it('still accepts ordinary addresses', () => {
    for (const address of [
      'lotte@example.com',
      'a+tag@ex.com',
      "o'brien@ex.com",
      'a_b-c@ex.co.uk',
      'a@ex--ample.com',
    ]) {
      expect(isEmailAddress(address), address).toBe(true);
    }
  });

  it('is the rule of the forms and of the newsletter', () => {
    for (const address of tricky) {
      const contact = contactSchema.safeParse({ ...validContact(), email: address }).success;
      const newsletter = newsletterSchema.safeParse({
        first_name: 'An',
        last_name: 'Claes',
        birth_date: '1991-09-30',
        email: address,
        privacy: true,
      }).success;
      expect([contact, newsletter], address).toEqual([isEmailAddress(address), isEmailAddress(address)]);
    }
  });
});
