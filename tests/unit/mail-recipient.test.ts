import { beforeAll, describe, expect, it } from 'vitest';

let recipient: typeof import('@/lib/domain/mail/recipient');

beforeAll(async () => {
  // lib/shared/env/index.ts reads the environment once, on first import.
  process.env.PAYLOAD_SECRET ??= 'unit-test-secret-0123456789abcdef0123';
  recipient = await import('@/lib/domain/mail/recipient');
});

describe('the mailbox a confirmation goes to', () => {
  it('is the same however the address is written', () => {
    const { mailbox } = recipient;
    expect(mailbox('Lotte@Example.com')).toBe('lotte@example.com');
    expect(mailbox('lotte+flood-1@example.com')).toBe('lotte@example.com');
    expect(mailbox('L.otte+x@GoogleMail.com')).toBe('lotte@gmail.com');
    // Dots matter outside Gmail.
    expect(mailbox('l.otte@example.com')).toBe('l.otte@example.com');
  });

  it('is named in keys and logs by a pseudonym, never in clear', () => {
    const { recipientPseudonym } = recipient;
    const pseudonym = recipientPseudonym('lotte@example.com');
    expect(pseudonym).toMatch(/^[0-9a-f]{16}$/);
    expect(recipientPseudonym('Lotte+2@example.com')).toBe(pseudonym);
    expect(recipientPseudonym('jan@example.com')).not.toBe(pseudonym);
  });
});
