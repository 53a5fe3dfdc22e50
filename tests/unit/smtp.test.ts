import { describe, expect, it } from 'vitest';
import { cmsEmail } from '@/lib/cms/email';
import type { Env } from '@/lib/shared/env';
import { sender, smtpOptions } from '@/lib/domain/mail/smtp';

const smtp = {
  SMTP_HOST: undefined,
  SMTP_PORT: 587,
  SMTP_USER: undefined,
  SMTP_PASS: undefined,
  SMTP_FROM: undefined,
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

  const site = { SITE_URL: 'https://www.club.example' };
  const unset = { senderName: 'FC Voorbeeld' };

  it('send from the club’s own sender once Club settings hold an address, whatever SMTP_FROM says', () => {
    expect(
      sender(
        { senderName: 'FC Voorbeeld', senderAddress: 'tickets@voorbeeld.example' },
        { ...smtp, ...site },
      ),
    ).toEqual({ name: 'FC Voorbeeld', address: 'tickets@voorbeeld.example' });
  });

  it('fall back on SMTP_FROM, as name and address or a bare address', () => {
    expect(sender(unset, { ...smtp, ...site, SMTP_FROM: 'Club site <web@club.example>' })).toEqual({
      name: 'Club site',
      address: 'web@club.example',
    });
    expect(sender(unset, { ...smtp, ...site, SMTP_FROM: 'web@club.example' })).toEqual({
      name: '',
      address: 'web@club.example',
    });
  });

  it('without either, sign with the club’s name from no-reply at the site’s own host', () => {
    expect(sender(unset, { ...site, SMTP_FROM: undefined })).toEqual({
      name: 'FC Voorbeeld',
      address: 'no-reply@www.club.example',
    });
  });
});
