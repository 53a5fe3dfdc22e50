import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { validContact } from '../support/form-fixtures';
import { cmsToken, logInToAdmin, testClientAddress } from './support/cms';
import { adminFind, uniqueEmail } from './support/forms';

const brusselsToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/**
 * Issue 31: a community staff member works a contact message through in the real
 * admin (in progress, assigned, a note, done), the dashboard's count of new items
 * follows, and the list's export downloads the day's CSV. Other tests may send forms
 * meanwhile, so the count is compared with the API's count of new messages.
 */
test('community staff work a contact message through and export the day as CSV', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const admin = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };
  const staff = {
    name: 'Community staff',
    email: uniqueEmail('community-staff'),
    password: 'inbox-staff-e2e',
  };
  const created = await request.post('/api/users', {
    headers: admin,
    data: { ...staff, roles: ['community'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const staffId = (await created.json()).doc.id as number;

  try {
    const visitor = uniqueEmail('inbox-visitor');
    const sent = await request.post('/api/forms/contact?lang=en', {
      data: { ...validContact(), email: visitor },
      headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': testClientAddress() },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const [message] = await adminFind(request, 'contact-messages', visitor);
    expect(message.status).toBe('new');

    // Over REST the staff member reads their part of the inbox and no other.
    const login = await request.post('/api/users/login', {
      data: { email: staff.email, password: staff.password },
      headers: { 'x-forwarded-for': testClientAddress() },
    });
    const staffToken = { Authorization: `JWT ${(await login.json()).token}` };
    expect((await request.get('/api/contact-messages?limit=1', { headers: staffToken })).status()).toBe(200);
    expect((await request.get('/api/vip-reservations?limit=1', { headers: staffToken })).status()).toBe(403);

    const newOverApi = async () =>
      (
        await (
          await request.get('/api/contact-messages?where[status][equals]=new&limit=1', {
            headers: staffToken,
          })
        ).json()
      ).totalDocs as number;
    const waitingOnDashboard = async () => {
      await page.goto('/admin');
      return Number((await page.getByTestId('waiting-contact-messages').textContent())?.match(/\d+/)?.[0]);
    };
    const dashboardFollows = () =>
      expect
        .poll(async () => (await waitingOnDashboard()) - (await newOverApi()), { timeout: 15_000 })
        .toBe(0);

    await logInToAdmin(page, staff);
    await expect(page.getByRole('heading', { name: 'What is waiting' })).toBeVisible();
    await dashboardFollows();
    const before = await waitingOnDashboard();
    expect(before).toBeGreaterThanOrEqual(1);

    await page.goto(`/admin/collections/contact-messages/${message.id}`);
    // The visitor's answers are read-only for staff; the workflow is theirs.
    await expect(page.locator('#field-lastName')).toBeDisabled();
    const choose = async (field: string, option: string) => {
      await page.locator(`#field-${field} .rs__control`).click();
      await page.locator('.rs__option', { hasText: option }).first().click();
    };
    const stored = async () => (await adminFind(request, 'contact-messages', visitor))[0];
    const saveUntil = async (status: string) => {
      await page.locator('#action-save').click();
      await expect.poll(async () => (await stored()).status, { timeout: 15_000 }).toBe(status);
    };
    await choose('status', 'In progress');
    await choose('assignee', staff.email);
    await page.getByRole('button', { name: 'Add Note' }).click();
    await page.locator('#field-notes__0__text').fill('Called her back; a signed shirt is on its way.');
    await saveUntil('inProgress');

    const handled = await stored();
    expect(handled).toMatchObject({ status: 'inProgress', assignee: staffId });
    expect(handled.notes).toMatchObject([
      { text: 'Called her back; a signed shirt is on its way.', author: staffId },
    ]);
    await dashboardFollows();

    await page.goto(`/admin/collections/contact-messages/${message.id}`);
    await choose('status', 'Done');
    await saveUntil('done');
    await dashboardFollows();

    // The list shows the count of new messages and exports the day's messages as CSV.
    await page.goto('/admin/collections/contact-messages');
    await expect(page.getByTestId('inbox-new-count')).toHaveText(/^\d+ new$/);
    await page.getByLabel('Received from').fill(brusselsToday());
    await page.getByLabel('until').fill(brusselsToday());
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `contact-messages-from-${brusselsToday()}-to-${brusselsToday()}.csv`,
    );
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'id,createdAt,firstName,lastName,email,phone,subject,message,marketingConsent,locale,status,assignee',
    );
    expect(rows.find((row) => row.includes(visitor))).toContain(`,done,${staff.email}`);
  } finally {
    // A fresh admin login: another test's login as admin may have ended the first session.
    const headers = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };
    await request.delete(`/api/users/${staffId}`, { headers });
  }
});
