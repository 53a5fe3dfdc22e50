import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type enMessages from '../../../messages/en.json';
import type { Locale } from './site';

// Read rather than imported: Playwright's loader wants an import attribute for JSON.
const read = (locale: Locale) =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8')) as typeof enMessages;

export const messages = { en: read('en'), nl: read('nl'), fr: read('fr') };

/** A unique e-mail per test run, so the admin check finds exactly this submission. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Logs in as the seeded admin and reads one collection through the REST API, as the admin screen does. */
export async function adminFind(request: APIRequestContext, collection: string, email: string) {
  const login = await request.post('/api/users/login', {
    data: { email: 'admin@westhoek.example', password: 'westhoek-admin-demo' },
  });
  expect(login.ok(), `login: ${login.status()}`).toBe(true);
  const { token } = await login.json();
  const response = await request.get(`/api/${collection}?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
    headers: { Authorization: `JWT ${token}` },
  });
  expect(response.ok(), `${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()).docs as Record<string, unknown>[];
}

/** Makes the next POST to a form's route handler fail like a database outage would. */
export async function failNextSubmission(page: Page, form: string) {
  await page.route(`**/api/forms/${form}`, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
}

export const locales: Locale[] = ['en', 'nl', 'fr'];
