import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

vi.mock('next-intl/server', () => ({ getMessages: async () => en }));

const { pickMessages } = await import('@/components/i18n/pick-messages');

describe('pickMessages: what an island’s ClientMessages sends to the browser', () => {
  it('sends whole namespaces and single keys, nested as in the catalogue, and nothing else', async () => {
    const picked = await pickMessages(['Faq', 'Header.back', 'Header.language', 'Forms.yes'], 'en');
    expect(picked).toEqual({
      Faq: en.Faq,
      Header: { back: en.Header.back, language: en.Header.language },
      Forms: { yes: en.Forms.yes },
    });
  });

  it('refuses a path that names no message, so a renamed key fails the build', async () => {
    await expect(pickMessages(['Header.noSuchKey'], 'en')).rejects.toThrow(/Header\.noSuchKey/);
  });
});
