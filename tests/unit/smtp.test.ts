import { describe, expect, it } from 'vitest';
import { cmsEmail } from '@/lib/cms/email';
import type { Env } from '@/lib/env';
import { sender, smtpOptions } from '@/lib/mail/smtp';

const smtp = {
  SMTP_HOST: undefined,
  SMTP_PORT: 587,
  SMTP_USER: undefined,
  SMTP_PASS: undefined,
  SMTP_FROM: 'KVC Westhoek <tickets@westhoek.example>',
};

describe('mail server settings', () => {
  it('are none without SMTP_HOST, so the site logs its mails and Payload keeps its console adapter', () => {
    expect(smtpOptions(smtp)).toBeUndefined();
    expect(cmsEmail(smtp as Env)).toBeUndefined();
  });

  it('use TLS from the start on port 465 only, and a login only when given', () => {
    expect(smtpOptions({ ...smtp, SMTP_HOST: 'mail.example' })).toMatchObject({
      host: 'mail.example',
      port: 587,
      secure: false,
      auth: undefined,
    });
    expect(
      smtpOptions({ ...smtp, SMTP_HOST: 'mail.example', SMTP_PORT: 465, SMTP_USER: 'club', SMTP_PASS: 'pw' }),
    ).toMatchObject({ port: 465, secure: true, auth: { user: 'club', pass: 'pw' } });
  });

  it('give Payload the sender of SMTP_FROM as name and address', () => {
    expect(sender(smtp)).toEqual({ name: 'KVC Westhoek', address: 'tickets@westhoek.example' });
    expect(sender({ ...smtp, SMTP_FROM: 'cms@westhoek.example' })).toEqual({
      name: '',
      address: 'cms@westhoek.example',
    });
  });
});
