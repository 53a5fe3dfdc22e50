import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';

test.describe('matches screen', () => {
  test('lists upcoming first-team matches with the calendar notice', async ({ page }) => {
    await page.goto('/en/games');
    await expect(page.getByText('The calendar will be updated soon.')).toBeVisible();
    const cards = page.locator('#games-results .match-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText('KVC Westhoek');
  });

  test('filters update the URL and the list without a full reload', async ({ page }) => {
    await page.goto('/nl/wedstrijden');
    await page.evaluate(() => ((window as Window & { untouched?: boolean }).untouched = true));
    await page.getByRole('button', { name: 'Gespeeld' }).click();
    await expect(page).toHaveURL(/\/nl\/wedstrijden\?timeframe=past$/);
    await expect(page.locator('#games-results .match-card').first()).toContainText('Einde wedstrijd');

    await page.getByRole('combobox', { name: 'Type' }).selectOption('friendly');
    await expect(page).toHaveURL(/timeframe=past&type=friendly/);
    await expect(page.locator('#games-results .match-card').first()).toContainText('Oefenwedstrijden');
    await expect(
      page.locator('#games-results .match-card', { hasText: 'Challenger Pro League' }),
    ).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { untouched?: boolean }).untouched)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/nl\/wedstrijden\?timeframe=past$/);
  });

  test('a shared filtered link shows the filtered list', async ({ page }) => {
    await page.goto('/fr/jeux?timeframe=past&team=promises');
    await expect(page.getByRole('button', { name: 'Joués' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: 'Équipe' })).toHaveValue('promises');
    await expect(page.locator('#games-results .match-card').first()).toBeVisible();
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
    await expect(page.locator('#games-results .match-card').first()).toContainText('Friendlies');
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
