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

  test('TanStack Query and the list drawn in the browser come with the first filter change', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto('/en/games');
    const cards = page.locator('#games-results article');
    await expect(cards.first()).toBeVisible();
    // Prefetches included: nothing of TanStack Query before the visitor changes a filter.
    await page.waitForLoadState('networkidle');
    expect(await scripts.containing(TANSTACK_QUERY)).toEqual([]);
    const beforeFirstChange = scripts.count();

    const answer = page.waitForResponse((response) => response.url().includes('/api/public/matches?'));
    await page.getByRole('combobox', { name: 'Team' }).selectOption('promises');
    const { matches } = await (await answer).json();
    await expect(page).toHaveURL(/\/en\/games\?timeframe=upcoming&team=promises$/);
    await expect(cards).toHaveCount(matches.length);
    await expect(cards.first()).toContainText(`${matches[0].home.name}`);
    await expect(cards.first()).toContainText(`${matches[0].away.name}`);
    expect(await scripts.containing(TANSTACK_QUERY, { from: beforeFirstChange })).not.toEqual([]);
  });

  test('the previous list stays while the next loads; a failure says so and a retry brings it', async ({
    page,
  }) => {
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/public/matches',
      (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.fallback()),
    );
    await page.goto('/en/games');
    const results = page.locator('#games-results');
    const cards = results.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const upcoming = await cards.count();

    await page.getByRole('button', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/en\/games\?timeframe=past$/);
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(cards).toHaveCount(upcoming);
    // TanStack Query retries three times, about 7 s, before it gives up.
    await expect(results.getByRole('alert')).toContainText('The matches could not be loaded.', {
      timeout: 15_000,
    });
    await expect(results).toHaveAttribute('aria-busy', 'false');

    failing = false;
    await results.getByRole('button', { name: 'Try again' }).click();
    await expect(cards.first()).toContainText('Full time');
    await expect(results.getByRole('alert')).toHaveCount(0);
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

test('the JSON endpoint validates its query', async ({ request }) => {
  const ok = await request.get('/api/public/matches?lang=en&timeframe=past');
  expect(ok.status()).toBe(200);
  expect((await ok.json()).matches.length).toBeGreaterThan(0);
  const bad = await request.get('/api/public/matches?lang=nl&timeframe=yesterday');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe('Deze filters zijn niet geldig.');
  expect((await request.get('/api/public/matches?lang=de')).status()).toBe(400);
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
