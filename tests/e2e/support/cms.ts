import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoUsers = {
  admin: { email: 'admin@westhoek.example', password: 'westhoek-admin-demo' },
  editor: { email: 'editor@westhoek.example', password: 'westhoek-editor-demo' },
} as const;

/** A CMS token for REST calls (`Authorization: JWT …`). */
export async function cmsToken(request: APIRequestContext, role: keyof typeof demoUsers): Promise<string> {
  const response = await request.post('/api/users/login', { data: demoUsers[role] });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

/** Logs in through the admin's own login form, as an editor would. */
export async function logInToAdmin(page: Page, role: keyof typeof demoUsers): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('#field-email').fill(demoUsers[role].email);
  await page.locator('#field-password').fill(demoUsers[role].password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 });
}
