import { expect, test, type APIRequestContext } from '@playwright/test';
import { cmsToken, logInToAdmin } from './support/cms';
import { publicPath } from './support/site';

/**
 * Issue 28 §7: the preview cookie (`__prerender_bypass`) holds the build's preview id, the
 * same for every editor and session. Drafts show only to a request that also carries a
 * CMS session allowed to read them: replayed after the editor logged out, the same cookie
 * shows what visitors see.
 */
test('a preview cookie replayed after logout shows only published content', async ({
  page,
  playwright,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const token = await cmsToken(request, 'admin');
  const auth = { Authorization: `JWT ${token}` };
  // The second-oldest article (editorial-workflow.spec.ts edits the oldest), given a newer
  // draft title; and an article that exists only as a draft.
  const { docs } = await (
    await request.get('/api/news?where[kind][equals]=article&sort=publishedAt&limit=2&locale=en&depth=0')
  ).json();
  const published = docs[1] as { id: number; title: string; slug: string };
  const draftTitle = `${published.title} (draft ${stamp})`;
  const created = await request.post('/api/news?draft=true&locale=en', {
    headers: auth,
    data: { title: `Embargoed signing ${stamp}`, kind: 'article', publishedAt: new Date().toISOString() },
  });
  expect(created.ok()).toBe(true);
  const draftOnly = (await created.json()).doc as { id: number; title: string; slug: string };
  const publishedUrl = publicPath('en', '/news/article/[slug]', published.slug);
  const draftOnlyUrl = publicPath('en', '/news/article/[slug]', draftOnly.slug);
  // Sent as a browser sends a page request (Payload takes a session cookie only then).
  const heading = async (context: APIRequestContext, url: string, cookie: string) => {
    const response = await context.get(url, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
      maxRedirects: 0,
    });
    const title = (await response.text()).match(/<h1[^>]*>([^<]*)</)?.[1] ?? '';
    const text = title
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    return response.status() === 200 ? text : response.status();
  };

  try {
    const saved = await request.patch(`/api/news/${published.id}?draft=true&locale=en`, {
      headers: auth,
      data: { title: draftTitle },
    });
    expect(saved.ok()).toBe(true);

    // The editor previews both drafts (the admin's own Preview button).
    await logInToAdmin(page, 'editor');
    const preview = async (id: number) => {
      await page.goto(`/admin/collections/news/${id}?locale=en`);
      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        page.locator('#preview-button').click(),
      ]);
      await expect(tab.getByRole('complementary', { name: 'Preview' })).toBeVisible();
      const title = await tab.getByRole('heading', { level: 1 }).textContent();
      await tab.close();
      return title;
    };
    expect(await preview(published.id)).toBe(draftTitle);
    expect(await preview(draftOnly.id)).toBe(draftOnly.title);
    const cookies = await page.context().cookies();
    const bypass = cookies.find((cookie) => cookie.name === '__prerender_bypass');
    const session = cookies.find((cookie) => cookie.name === 'payload-token');
    expect(bypass?.value).toBeTruthy();
    expect(session?.value).toBeTruthy();
    const previewCookie = `__prerender_bypass=${bypass!.value}`;
    const sessionCookie = `payload-token=${session!.value}`;

    // A client of its own, holding no cookie of the browser's.
    const stranger = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      // With the session beside it, the cookie still previews.
      expect(await heading(stranger, draftOnlyUrl, `${previewCookie}; ${sessionCookie}`)).toBe(
        draftOnly.title,
      );

      // The editor logs out: her session ends, and the same two cookies show no draft.
      const loggedOut = await page.request.post('/api/users/logout', {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(loggedOut.ok()).toBe(true);
      const revoked = `${previewCookie}; ${sessionCookie}`;
      expect(await heading(stranger, draftOnlyUrl, revoked)).not.toBe(draftOnly.title);
      expect(await heading(stranger, publishedUrl, revoked)).toBe(published.title);

      // The preview cookie alone is a visitor's request: the published site, 404 for the draft.
      expect(await heading(stranger, draftOnlyUrl, previewCookie)).toBe(404);
      expect(await heading(stranger, publishedUrl, previewCookie)).toBe(published.title);
      for (const cookie of [revoked, previewCookie]) {
        const answer = await stranger.get(publishedUrl, {
          headers: { cookie, 'sec-fetch-site': 'same-origin' },
        });
        expect(await answer.text(), cookie).not.toContain(draftTitle);
      }
    } finally {
      await stranger.dispose();
    }
  } finally {
    await request.delete(`/api/news/${draftOnly.id}`, { headers: auth });
    await request.patch(`/api/news/${published.id}?locale=en`, {
      headers: auth,
      data: { title: published.title, _status: 'published' },
    });
  }
});
