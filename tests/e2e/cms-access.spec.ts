import { expect, test } from '@playwright/test';
import { storedForms } from '../../lib/domain/forms/registry';
import { cmsToken, logInToAdmin } from './support/cms';

const submissions = [
  ...storedForms.map((form) => form.collection),
  'newsletter-subscribers',
  // The log of visitors' requests about their data.
  'rights-requests',
];

test.describe('the CMS API refuses anonymous visitors', () => {
  test('users and every kind of form submission, over REST', async ({ request }) => {
    for (const collection of ['users', ...submissions]) {
      const response = await request.get(`/api/${collection}`);
      expect(response.status(), collection).toBe(403);
    }
  });

  test('drafts and versions, over REST', async ({ request }) => {
    const token = await cmsToken(request, 'admin');
    const created = await request.post('/api/news?draft=true', {
      headers: { Authorization: `JWT ${token}` },
      data: {
        title: `Unannounced transfer ${Date.now()}`,
        kind: 'article',
        publishedAt: new Date().toISOString(),
      },
    });
    expect(created.ok()).toBe(true);
    const draft = (await created.json()).doc as { id: number; title: string };
    try {
      expect((await request.get(`/api/news/${draft.id}`)).status()).toBe(404);
      expect((await request.get(`/api/news/${draft.id}?draft=true`)).status()).toBe(404);
      const listed = await (await request.get(`/api/news?draft=true&where[id][equals]=${draft.id}`)).json();
      expect(listed.docs).toEqual([]);
      expect((await request.get('/api/news/versions')).status()).toBe(403);

      // The same read with an editor's login does see the draft.
      const editor = await cmsToken(request, 'editor');
      const seen = await request.get(`/api/news?draft=true&where[id][equals]=${draft.id}`, {
        headers: { Authorization: `JWT ${editor}` },
      });
      expect((await seen.json()).docs.map((doc: { title: string }) => doc.title)).toEqual([draft.title]);
    } finally {
      await request.delete(`/api/news/${draft.id}`, { headers: { Authorization: `JWT ${token}` } });
    }
  });
});

test('an editor cannot manage users', async ({ request }) => {
  const editor = await cmsToken(request, 'editor');
  const headers = { Authorization: `JWT ${editor}` };
  const created = await request.post('/api/users', {
    headers,
    data: { name: 'Intruder', email: `intruder-${Date.now()}@westhoek.example`, password: 'secret-123456' },
  });
  expect(created.status()).toBe(403);
  const { docs } = await (await request.get('/api/users', { headers })).json();
  expect(docs.map((user: { email: string }) => user.email)).toEqual(['editor@westhoek.example']);
  const admin = await (
    await request.get('/api/users?where[email][equals]=admin@westhoek.example', { headers })
  ).json();
  expect(admin.docs).toEqual([]);
});

/**
 * The end-to-end server has no mail server (no SMTP_HOST), as the demo: a reset mail would
 * never leave, so the login screen says so instead of offering a form that claims success.
 */
test('without a mail server the login screen says a password cannot be reset by e-mail', async ({
  page,
  request,
}) => {
  await page.goto('/admin/login');
  await expect(page.getByRole('note')).toContainText('no mail server');
  await expect(page.getByRole('link', { name: /forgot/i })).toBeHidden();

  const reset = await request.post('/api/users/forgot-password', {
    data: { email: 'editor@westhoek.example' },
  });
  expect(reset.status()).toBe(503);
  expect((await reset.json()).errors[0].message).toContain('no mail server');
});

/**
 * Payload's admin learns its content languages only once signed in: the dashboard the login form
 * opens named none ("Locale: undefined") until the editor's saved choice came back from the
 * server, while the edit screens, whose address names one, read "en".
 */
test('after signing in, the dashboard names its content language without waiting for the saved choice', async ({
  page,
}) => {
  // The saved choice does not come back (a busy or failing server): Payload's own provider then
  // never chose one.
  await page.route('**/api/payload-preferences/locale', (route) => route.abort());
  await logInToAdmin(page, 'editor');
  await expect(page.locator('.localizer .localizer-button__current-label')).toHaveText('en');
});
