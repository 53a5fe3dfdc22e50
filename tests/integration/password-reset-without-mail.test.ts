import { afterAll, beforeAll, expect, it } from 'vitest';
import { throwawayCms } from '../support/throwaway-cms';

// A site without a mail server, as the demo and a club before it sets SMTP_HOST.
delete process.env.SMTP_HOST;

const editor = { name: 'No mail editor', email: 'nomail@westhoek.example', password: 'old-password-1234' };
let cms: Awaited<ReturnType<typeof throwawayCms>>;

beforeAll(async () => {
  cms = await throwawayCms();
  await cms.payload.create({ collection: 'users', data: { ...editor, roles: ['editor'] } });
});
afterAll(async () => cms?.dispose());

it('refuses a password reset it cannot mail, saying why, instead of claiming it was sent', async () => {
  const reset = cms.payload.forgotPassword({ collection: 'users', data: { email: editor.email } });
  await expect(reset).rejects.toMatchObject({
    status: 503,
    message: expect.stringContaining('no mail server'),
  });
});
