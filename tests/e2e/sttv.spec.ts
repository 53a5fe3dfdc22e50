import { expect, test } from '@playwright/test';
import { structuredDataTypes } from './support/structured-data';
import { messages } from './support/forms';

test('the club channel asks nothing of the video provider until a visitor presses play', async ({ page }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:')) outside.push(request.url());
  });
  // The embed itself need not load offline; what matters is when it is asked for.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 200, body: '<p>player</p>' }));
  await page.goto('/en/sttv');
  const plays = page.getByRole('button', { name: /^Play: / });
  await expect(plays).toHaveCount(22);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(outside).toEqual([]);

  await plays.first().click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
  await expect.poll(() => outside.some((url) => url.includes('youtube-nocookie.com'))).toBe(true);
  await expect.poll(() => structuredDataTypes(page)).toContain('VideoObject');
});

test('the channel filters by topic and by player, newest first', async ({ page }) => {
  await page.goto('/nl/sttv');
  await page.getByLabel('Onderwerp').selectOption('interview');
  await page.getByRole('button', { name: "Video's tonen" }).click();
  await expect(page).toHaveURL(/\/nl\/sttv\?player=&tag=interview$/);
  const titles = page.locator('#videos-results h3');
  await expect(titles).not.toHaveCount(0);
  for (const title of await titles.allTextContents()) expect(title).toMatch(/^Interview/);
  const dates = await page
    .locator('#videos-results time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  expect([...dates].sort().reverse()).toEqual(dates);

  const player = page.getByLabel('Speler');
  const name = (await player.locator('option').nth(1).textContent())!;
  await player.selectOption({ index: 1 });
  await page.getByLabel('Onderwerp').selectOption('');
  await page.getByRole('button', { name: "Video's tonen" }).click();
  await expect(page.locator('#videos-results').getByText(name).first()).toBeVisible();
});

test('home shows highlighted news, the latest videos and the social links', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('region', { name: 'À la une' }).getByRole('article')).toHaveCount(3);
  // Six different stories: a highlighted one is not repeated under the latest news.
  const titles = (region: string) =>
    page.getByRole('region', { name: region }).getByRole('article').getByRole('heading').allTextContents();
  const highlighted = await titles('À la une');
  const latest = await titles(messages.fr.Home.latestNews);
  expect(latest).toHaveLength(3);
  expect(latest.filter((title) => highlighted.includes(title))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Dernières vidéos' }).getByRole('button')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Suivez KVC Westhoek' }).getByRole('link')).toHaveCount(5);
  await expect(page.locator('iframe')).toHaveCount(0);
});
