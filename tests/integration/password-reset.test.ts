import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMail, smtpSink } from '../support/smtp-sink';
import { throwawayCms } from '../support/throwaway-cms';

// The sink must listen before anything reads the environment (lib/shared/env/index.ts reads it once).
const sink = await smtpSink();
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);
process.env.SMTP_FROM = 'KVC Westhoek CMS <cms@westhoek.example>';

const editor = { name: 'Reset editor', email: 'reset@westhoek.example', password: 'old-password-1234' };
let cms: Awaited<ReturnType<typeof throwawayCms>>;

beforeAll(async () => {
  cms = await throwawayCms();
  await cms.payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } });
});
afterAll(async () => {
  await cms?.dispose();
  await sink.close();
});

it('resets a forgotten password through the link mailed over SMTP', async () => {
  const { payload } = cms;
  await payload.forgotPassword({ collection: 'users', data: { email: editor.email } });

  const mail = await sink.waitForMail(editor.email);
  expect(mail.from).toContain('cms@westhoek.example');
  expect(mail.data).toMatch(/^From: "?KVC Westhoek CMS"? <cms@westhoek\.example>/m);
  const { text } = readMail(mail);
  const token = /\/admin\/reset\/([0-9a-f]+)/.exec(text)?.[1];
  expect(token).toBeDefined();

  const newPassword = 'new-password-5678';
  await payload.resetPassword({
    collection: 'users',
    data: { token: token!, password: newPassword },
    overrideAccess: true,
  });
  const login = await payload.login({
    collection: 'users',
    data: { email: editor.email, password: newPassword },
  });
  expect(login.user?.email).toBe(editor.email);
  await expect(
    payload.login({ collection: 'users', data: { email: editor.email, password: editor.password } }),
  ).rejects.toThrow();
  // A link works once.
  await expect(
    payload.resetPassword({
      collection: 'users',
      data: { token: token!, password: 'third-password-9012' },
      overrideAccess: true,
    }),
  ).rejects.toThrow();
});

it('comes from the sender the club set in Club settings, from the next mail on', async () => {
  const { payload } = cms;
  const other = {
    name: 'Second editor',
    email: 'second@voorbeeld.example',
    password: 'second-password-1234',
  };
  await payload.create({ collection: 'users', data: { ...other, roles: ['editor'] } });
  await payload.updateGlobal({
    slug: 'club-settings',
    data: {
      name: 'FC Voorbeeld',
      address: { street: 'Dorpsstraat 1', postalCode: '9999', city: 'Voorbeeld' },
      phone: '+32 50 00 00 00',
      email: 'info@voorbeeld.example',
      mail: { senderName: 'FC Voorbeeld', senderAddress: 'tickets@voorbeeld.example' },
    },
  });
  await payload.forgotPassword({ collection: 'users', data: { email: other.email } });

  const mail = await sink.waitForMail(other.email);
  expect(mail.from).toContain('tickets@voorbeeld.example');
  expect(mail.data).toMatch(/^From: "?FC Voorbeeld"? <tickets@voorbeeld\.example>/m);
});
