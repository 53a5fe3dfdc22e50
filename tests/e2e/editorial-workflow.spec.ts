import { expect, test } from '@playwright/test';
import { cmsToken, logInToAdmin } from './support/cms';
import { publicPath } from './support/site';

/**
 * Issue 7: an editor drafts, previews, publishes and unpublishes a news item.
 * The oldest article is used, so the lists other tests read stay as they are.
 */
test('an editor drafts a new title, previews it in Dutch, publishes it and unpublishes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { docs } = await (
    await request.get('/api/news?where[kind][equals]=article&sort=publishedAt&limit=1&locale=nl&depth=0')
  ).json();
  const item = docs[0] as { id: number; title: string; slug: string };
  const publicUrl = publicPath('nl', '/news/article/[slug]', item.slug);
  const newTitle = `${item.title} (bijgewerkt ${Date.now()})`;
  const token = await cmsToken(request, 'admin');
  const publicTitle = async () => {
    // A connection the server drops while it regenerates the page is "not yet", not a failure.
    const response = await request.get(publicUrl, { maxRedirects: 0 }).catch((error: Error) => error);
    if (response instanceof Error) return `no answer: ${response.message}`;
    return response.status() === 200
      ? (await response.text()).match(/<h1[^>]*>([^<]*)</)?.[1]
      : response.status();
  };

  try {
    await logInToAdmin(page, 'editor');
    await page.goto(`/admin/collections/news/${item.id}?locale=nl`);
    const title = page.locator('#field-title');
    await expect(title).toBeEditable();
    await title.fill(newTitle);

    // Autosave keeps the change as a draft…
    await expect
      .poll(
        async () =>
          (
            await (
              await request.get(`/api/news/${item.id}?draft=true&locale=nl&depth=0`, {
                headers: { Authorization: `JWT ${token}` },
              })
            ).json()
          ).title,
        { timeout: 15_000 },
      )
      .toBe(newTitle);
    // …that visitors do not see.
    expect(await publicTitle()).toBe(item.title);

    // The admin's Preview button opens the Dutch page in draft mode, in a new tab.
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('#preview-button').click(),
    ]);
    await expect(preview).toHaveURL(new RegExp(`${publicUrl}$`));
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    const banner = preview.getByRole('complementary', { name: 'Voorbeeld' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Voorbeeld sluiten' }).click();
    await expect(preview).toHaveURL(new RegExp(`${publicUrl}$`));
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(preview.getByRole('complementary', { name: 'Voorbeeld' })).toHaveCount(0);
    await preview.close();

    // Live preview beside the form follows each autosave.
    await page.getByRole('button', { name: 'Live Preview' }).click();
    const live = page.frameLocator('#live-preview-iframe');
    await expect(live.getByRole('heading', { level: 1 })).toHaveText(newTitle, { timeout: 15_000 });
    const livelier = `${newTitle}!`;
    await title.fill(livelier);
    await expect(live.getByRole('heading', { level: 1 })).toHaveText(livelier, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Live Preview' }).click();

    // Publishing shows the new title to visitors within seconds, without a rebuild.
    await page.getByRole('button', { name: 'Publish changes' }).click();
    await expect.poll(publicTitle, { timeout: 5_000, intervals: [250] }).toBe(livelier);

    // Unpublishing (in the document's menu) takes the page away.
    await page.locator('.doc-controls__dots').click();
    await page.locator('#action-unpublish').click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(publicTitle, { timeout: 5_000, intervals: [250] }).toBe(404);
  } finally {
    await request.patch(`/api/news/${item.id}?locale=nl`, {
      headers: { Authorization: `JWT ${token}` },
      data: { title: item.title, _status: 'published' },
    });
  }
});
