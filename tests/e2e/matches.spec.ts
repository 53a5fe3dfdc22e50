import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { recordScripts, TANSTACK_QUERY } from './support/scripts';
import { mainMenu } from './support/landmarks';

test.describe('matches screen', () => {
  test('lists upcoming first-team matches with the calendar notice', async ({ page }) => {
    await page.goto('/en/games');
    await expect(page.getByText('The calendar will be updated soon.')).toBeVisible();
    const cards = page.locator('#games-results article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('KVC Westhoek');
  });

  test('filters update the URL and the list without a full reload', async ({ page }) => {
    await page.goto('/nl/wedstrijden');
    await page.evaluate(() => ((window as Window & { untouched?: boolean }).untouched = true));
    await page.getByRole('button', { name: 'Gespeeld' }).click();
    await expect(page).toHaveURL(/\/nl\/wedstrijden\?timeframe=past$/);
    await expect(page.locator('#games-results article').first()).toContainText('Einde wedstrijd');

    await page.getByRole('combobox', { name: 'Type' }).selectOption('friendly');
    await expect(page).toHaveURL(/timeframe=past&type=friendly/);
    await expect(page.locator('#games-results article').first()).toContainText('Oefenwedstrijden');
    await expect(page.locator('#games-results article', { hasText: 'Challenger Pro League' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { untouched?: boolean }).untouched)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/nl\/wedstrijden\?timeframe=past$/);
  });

  test('a filter change shows the list a shared link to its URL shows, and brings no list code', async ({
    page,
    browser,
  }) => {
    const scripts = recordScripts(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/en/games');
    const cards = page.locator('#games-results article');
    await expect(cards.first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    await page.getByRole('combobox', { name: 'Team' }).selectOption('promises');
    await expect(page).toHaveURL(/\/en\/games\?timeframe=upcoming&team=promises$/);
    await expect(page.locator('#games-results')).toHaveAttribute('aria-busy', 'false');
    const shared = await browser.newPage();
    await shared.goto('/en/games?timeframe=upcoming&team=promises');
    const expected = await shared.locator('#games-results article').allTextContents();
    await shared.close();
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards).toHaveText(expected);
    // No list data from an API: the server's render brings the list. Pictures are files (the
    // club's crest on each card is an uploaded one in the demo).
    const listData = asked.filter((path) => path.startsWith('/api/') && !path.startsWith('/api/media/file/'));
    expect(listData).toEqual([]);
    expect(await scripts.containing(TANSTACK_QUERY)).toEqual([]);
  });

  test('the previous list stays, busy, while the next loads; a failed quick load loads the page', async ({
    page,
  }) => {
    // The router's requests for the server's list of a URL (React Server Components), held or failed.
    let answer: 'hold' | 'fail' = 'hold';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/en/games' && url.search.includes('timeframe=past'),
      async (route) => {
        if (!route.request().headers()['rsc']) return route.fallback();
        if (answer === 'fail') return route.fulfill({ status: 503, body: '' });
        await held;
        return route.fallback();
      },
    );
    await page.goto('/en/games');
    const results = page.locator('#games-results');
    const cards = results.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const upcoming = await cards.count();

    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(cards).toHaveCount(upcoming);
    await expect(cards.first()).not.toContainText('Full time');
    release();
    await expect(page).toHaveURL(/\/en\/games\?timeframe=past$/);
    await expect(cards.first()).toContainText('Full time');
    await expect(results).toHaveAttribute('aria-busy', 'false');

    answer = 'fail';
    await page.goto('/en/games');
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/en\/games\?timeframe=past$/);
    await expect(cards.first()).toContainText('Full time');
  });

  test('a menu link to other filters starts the filters afresh', async ({ page }) => {
    await page.goto('/en/games?timeframe=past');
    await expect(page.getByRole('button', { name: 'Past', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await mainMenu(page).getByRole('button', { name: 'Matches' }).hover();
    await mainMenu(page).getByRole('link', { name: 'Upcoming matches' }).click();
    await expect(page).toHaveURL(/\/en\/games\?timeframe=upcoming$/);
    const upcoming = page.getByRole('button', { name: 'Upcoming', exact: true });
    await expect(upcoming).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#games-results article').first()).not.toContainText('Full time');
  });

  test('a shared filtered link shows the filtered list', async ({ page }) => {
    await page.goto('/fr/jeux?timeframe=past&team=promises');
    await expect(page.getByRole('button', { name: 'Joués' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Équipe' })).toHaveValue('promises');
    await expect(page.locator('#games-results article').first()).toBeVisible();
  });

  test('an empty selection says so in the visitor’s language', async ({ page }) => {
    await page.goto('/en/games');
    const seasons = page.getByRole('combobox', { name: 'Season' }).locator('option');
    const count = await seasons.count();
    // The last option is the oldest season, which has no matches in the demo data.
    await page.getByRole('combobox', { name: 'Season' }).selectOption({ index: count - 1 });
    await expect(page.getByText('There are no upcoming matches')).toBeVisible();
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page.getByText('No past matches found')).toBeVisible();
  });

  test('a past match links its report or says none is available', async ({ page }) => {
    await page.goto('/en/games?timeframe=past');
    const results = page.locator('#games-results');
    await expect(results.getByRole('link', { name: 'Match report' }).first()).toBeVisible();
    await expect(results.getByText('No report available').first()).toBeVisible();
  });

  test('carries SportsEvent structured data', async ({ request }) => {
    const html = await (await request.get('/en/games')).text();
    expect(html).toContain('"@type":"SportsEvent"');
  });
});

test.describe('matches without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form still filters, through the URL', async ({ page }) => {
    await page.goto('/en/games');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('friendly');
    await page.getByRole('button', { name: 'Show matches' }).click();
    await expect(page).toHaveURL(/type=friendly/);
    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page).toHaveURL(/timeframe=past/);
    await expect(page).toHaveURL(/type=friendly/);
    await expect(page.locator('#games-results article').first()).toContainText('Friendlies');
  });
});

test('the fixtures feed is a valid iCalendar with every seeded first-team match', async ({ request }) => {
  const response = await request.get('/api/calendar/first-team?lang=nl');
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
  expect(events.length).toBeGreaterThan(30);
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  expect(events.every((event) => event.summary.includes('KVC Westhoek'))).toBe(true);
  expect(events[0].startDate.zone?.tzid).toBe('Europe/Brussels');
  expect((await request.get('/api/calendar/ladies')).status()).toBe(404);
});
