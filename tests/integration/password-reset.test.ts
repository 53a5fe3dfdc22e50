import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMail, smtpSink } from '../support/smtp-sink';
import { throwawayCms } from '../support/throwaway-cms';

// The sink must listen before anything reads the environment (lib/env.ts reads it once).
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
