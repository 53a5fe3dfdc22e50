import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const demoUsers = {
  admin: { email: 'admin@westhoek.example', password: 'westhoek-admin-demo' },
  editor: { email: 'editor@westhoek.example', password: 'westhoek-editor-demo' },
  secretary: { email: 'secretary@westhoek.example', password: 'westhoek-secretary-demo' },
} as const;

const randomOctet = () => 1 + Math.floor(Math.random() * 254);

/**
 * A client address of its own, named in X-Forwarded-For (the e2e server trusts one proxy
 * hop, playwright.config.ts): logins are throttled per address, and one test's logins
 * must never count against another's, in this run or a retry.
 */
export function testClientAddress(): string {
  return `198.18.${randomOctet()}.${randomOctet()}`;
}

/** A CMS token for REST calls (`Authorization: JWT …`). */
export async function cmsToken(request: APIRequestContext, role: keyof typeof demoUsers): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: demoUsers[role],
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).token;
}

/** Logs in through the admin's own login form, as an editor would (a demo user, or another). */
export async function logInToAdmin(
  page: Page,
  user: keyof typeof demoUsers | { email: string; password: string },
): Promise<void> {
  const { email, password } = typeof user === 'string' ? demoUsers[user] : user;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress() });
  await page.goto('/admin/login');
  await page.locator('#field-email').fill(email);
  await page.locator('#field-password').fill(password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 });
}
