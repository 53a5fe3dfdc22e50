import { expect, test } from '@playwright/test';
import { validContact } from '../support/form-fixtures';
import { readMail, smtpSink } from '../support/smtp-sink';
import { demoUsers, logInToAdmin, testClientAddress } from './support/cms';
import { uniqueEmail } from './support/forms';
import { startOwnServer } from './support/own-server';

/**
 * Issue 31, staff are told: an admin sets the community mailbox in the club settings, a
 * visitor sends the contact form about fan mail, the staff mail reaches the mail server with
 * the visitor as Reply-To and a link into the admin, and community staff open that link.
 * On a server of its own: the suite's has no mail server, and its club settings stay the
 * demo's for the other tests. Run after the other tests (playwright.config.ts, project
 * `identity`): while a second server started beside them, the admin of the first left a
 * new array row without its fields (inbox.spec.ts, 3 runs of 4).
 */
test('the mailbox an admin sets is told of a contact message, and its link opens the message', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 270;
  const sink = await smtpSink(port + 1);
  const { origin, stop } = await startOwnServer('inbox-mail', port, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
  });
  const context = await browser.newContext({ baseURL: origin });
  // REST calls with cookies of their own: the browser logs in through the admin's form.
  const api = await playwright.request.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const login = await api.post('/api/users/login', {
      data: demoUsers.admin,
      headers: { 'x-forwarded-for': testClientAddress() },
    });
    const admin = { Authorization: `JWT ${(await login.json()).token}` };
    const staff = { name: 'Community staff', email: uniqueEmail('staff'), password: 'inbox-mail-e2e' };
    const created = await api.post('/api/users', {
      headers: admin,
      data: { ...staff, roles: ['community'] },
    });
    expect(created.status(), await created.text()).toBe(201);

    const mailbox = uniqueEmail('community-mailbox');
    await logInToAdmin(page, 'admin');
    await page.goto('/admin/globals/club-settings');
    // The admin renders a form's fields as they scroll into view.
    await page.getByRole('heading', { name: 'Mailboxes for the forms' }).scrollIntoViewIfNeeded();
    await page.locator('#field-mailboxes__community').fill(mailbox);
    await page.locator('#action-save').click();
    await expect
      .poll(
        async () =>
          (await (await api.get('/api/globals/club-settings', { headers: admin })).json()).mailboxes
            ?.community,
        { timeout: 15_000 },
      )
      .toBe(mailbox);

    // The contact page's form posts here; fan mail is the community's.
    const visitor = uniqueEmail('fan');
    const sent = await api.post('/api/forms/contact?lang=nl', {
      data: { ...validContact(), email: visitor, subject: 'fan-mail' },
      headers: { origin, 'x-forwarded-for': testClientAddress() },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    // Sent at once after the submission is stored; the queue would try again a minute later.
    await expect
      .poll(() => sink.mails.filter((mail) => mail.to.some((to) => to.includes(mailbox))).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = sink.mails.find((candidate) => candidate.to.some((to) => to.includes(mailbox)))!;
    expect(mail.data).toMatch(new RegExp(`^Reply-To: ${visitor.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi'));
    const { subject, text } = readMail(mail);
    expect(subject).toContain('Lotte Vermeulen');
    const link = text.match(new RegExp(`${origin}/admin/collections/contact-messages/\\d+`))?.[0];
    expect(link, text).toBeDefined();

    await context.clearCookies();
    await logInToAdmin(page, staff);
    await page.goto(link!);
    await expect(page.locator('#field-email')).toHaveValue(visitor);
    await expect(page.locator('#field-message')).toHaveValue(validContact().message);
  } finally {
    await api.dispose();
    await context.close();
    await stop();
    await sink.close();
  }
});
