import { expect, test } from '@playwright/test';
import { logInToAdmin } from './support/cms';

test.describe('the proxy leaves the CMS and files alone', () => {
  test('/admin is not localized', async ({ request }) => {
    const response = await request.get('/admin', { maxRedirects: 0 });
    expect(response.headers().location ?? '').not.toMatch(/^\/(en|nl|fr)\//);
    expect(response.status()).toBeLessThan(400);
  });

  test('/api answers the CMS, refusing anonymous reads of users', async ({ request }) => {
    const response = await request.get('/api/users', { maxRedirects: 0 });
    expect(response.status()).toBe(403);
    expect(response.headers()['content-type']).toContain('application/json');
  });

  test('a file is served as it is', async ({ request }) => {
    const response = await request.get('/crest.svg', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });

  test('a page merely starting with "api" is localized', async ({ request }) => {
    const response = await request.get('/apiary', { maxRedirects: 0, headers: { 'accept-language': 'en' } });
    expect(response.headers().location).toBe('/en/apiary');
  });
});

test('responses carry the security headers', async ({ request }) => {
  const headers = (await request.get('/en')).headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-powered-by']).toBeUndefined();
});

test('uploaded files carry the security headers and a policy under which nothing in them runs', async ({
  request,
}) => {
  for (const mimeType of ['image/jpeg', 'image/png', 'application/pdf']) {
    const { docs } = await (
      await request.get(`/api/media?where[mimeType][equals]=${mimeType}&limit=1&depth=0`)
    ).json();
    const response = await request.get(`/api/media/file/${docs[0].filename}`);
    expect(response.status(), mimeType).toBe(200);
    const headers = response.headers();
    expect(headers['x-content-type-options'], mimeType).toBe('nosniff');
    expect(headers['referrer-policy'], mimeType).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], mimeType).toContain('max-age=');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, mimeType).toContain("default-src 'none'");
    expect(policy, mimeType).toContain("frame-ancestors 'self'");
    // Chrome shows a PDF through a plugin frame styled inline: both must stay allowed.
    expect(policy, mimeType).toContain("object-src 'self'");
  }
});

test("the CMS admin's meta tags name the site's address, not the instance's own", async ({ request }) => {
  const html = await (await request.get('/admin/login')).text();
  const tags = html.match(/<meta[^>]+content="https?:[^"]*"[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  const port = new URL(test.info().project.use.baseURL!).port;
  for (const tag of tags) {
    // The demo's SITE_URL, which the test server leaves at its default.
    expect(tag).toContain('content="http://localhost:3000/');
    expect(tag).not.toContain(`:${port}/`);
  }
});

test('public pages ask for no client hints; the CMS admin does, for its colour theme', async ({
  request,
}) => {
  // Critical-CH on a page makes Chrome request it a second time on a first visit.
  for (const path of ['/en', '/nl/wedstrijden', '/fr/nouvelles']) {
    const headers = (await request.get(path)).headers();
    expect(headers['critical-ch'], path).toBeUndefined();
    expect(headers['accept-ch'], path).toBeUndefined();
    expect(headers.vary ?? '', path).not.toContain('Sec-CH');
  }
  const admin = (await request.get('/admin/login', { maxRedirects: 0 })).headers();
  expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
});

test('pages that validate in the browser run within the Content-Security-Policy', async ({ page }) => {
  const violations: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
  });
  // The news and match filters parse the address with zod as the page starts.
  for (const path of ['/en/news', '/en/games']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test('the CMS admin has its own Content-Security-Policy and runs within it', async ({ page, request }) => {
  expect((await request.get('/admin/login')).headers()['content-security-policy']).toContain(
    "frame-src 'self'",
  );
  expect((await request.get('/api/news?limit=1')).headers()['content-security-policy']).toContain(
    "default-src 'none'",
  );
  const violations: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Audits.enable');
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') violations.push(JSON.stringify(issue.details));
  });
  await logInToAdmin(page, 'admin');
  // The rich-text editor, the upload previews and the list views.
  await page.goto('/admin/collections/news');
  await page.locator('table tbody tr a').first().click();
  await expect(page.locator('[data-lexical-editor="true"]').first()).toBeVisible({ timeout: 20_000 });
  await page.goto('/admin/collections/media');
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
