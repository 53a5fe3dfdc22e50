import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type enMessages from '../../../messages/en.json';
import { testClientAddress } from './cms';
import type { Locale } from './site';

// Read rather than imported: Playwright's loader wants an import attribute for JSON.
const read = (locale: Locale) =>
  JSON.parse(
    readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as typeof enMessages;

export const messages = { en: read('en'), nl: read('nl'), fr: read('fr') };

/** A unique e-mail per test run, so the admin check finds exactly this submission. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

let token: string | undefined;

async function login(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email: 'admin@westhoek.example', password: 'westhoek-admin-demo' },
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(response.ok(), `login: ${response.status()}`).toBe(true);
  return (await response.json()).token;
}

/** A GET as the seeded admin (an export, say), answered 200. */
export async function adminGet(request: APIRequestContext, path: string): Promise<string> {
  token ??= await login(request);
  const response = await request.get(path, { headers: { Authorization: `JWT ${token}` } });
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return response.text();
}

/**
 * Reads one collection through the REST API as the seeded admin, as the admin
 * screen does. Payload keeps a user's sessions on the user document, so two
 * workers logging in at the same moment can drop each other's session: log in
 * again once when that happens.
 */
export async function adminFind(request: APIRequestContext, collection: string, email: string) {
  for (let attempt = 0; ; attempt++) {
    token ??= await login(request);
    const response = await request.get(
      `/api/${collection}?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
      {
        headers: { Authorization: `JWT ${token}` },
      },
    );
    if (response.status() === 403 && attempt < 3) {
      token = undefined;
      continue;
    }
    expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()).docs as Record<string, unknown>[];
  }
}

/** Makes the next POST to a form's route handler fail like a database outage would. */
export async function failNextSubmission(page: Page, form: string) {
  // Forms post to /api/forms/<form>?lang=…: a glob without the query would not match.
  await page.route(new RegExp(`/api/forms/${form}(\\?|$)`), (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
}

export { locales } from './site';
