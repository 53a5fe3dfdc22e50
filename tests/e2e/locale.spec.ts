import { expect, test } from '@playwright/test';
import { languageToggle } from './support/landmarks';

test.describe('language detection on /', () => {
  const detect = async (
    request: import('@playwright/test').APIRequestContext,
    headers: Record<string, string>,
  ) => {
    const response = await request.get('/', { headers, maxRedirects: 0 });
    expect(response.status()).toBe(307);
    return response.headers().location;
  };

  test('the locale cookie comes first', async ({ request }) => {
    expect(await detect(request, { cookie: 'NEXT_LOCALE=nl', 'accept-language': 'fr-BE,fr;q=0.9' })).toBe(
      '/nl',
    );
  });

  test('then the browser language', async ({ request }) => {
    expect(await detect(request, { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' })).toBe('/fr');
    expect(await detect(request, { 'accept-language': 'nl-BE' })).toBe('/nl');
  });

  test('then English as the fallback', async ({ request }) => {
    expect(await detect(request, { 'accept-language': 'de-DE,de;q=0.9' })).toBe('/en');
  });

  test('a path without language gets the detected one', async ({ request }) => {
    const response = await request.get('/wedstrijden', {
      headers: { cookie: 'NEXT_LOCALE=nl' },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe('/nl/wedstrijden');
  });
});

test.describe('cacheable pages', () => {
  test('carry no Set-Cookie and a shared-cache Cache-Control', async ({ request }) => {
    for (const path of ['/en', '/nl/nieuws', '/fr/formations-ouvertes', '/nl/ploegen/esports']) {
      const response = await request.get(path, { headers: { 'accept-language': 'fr' } });
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      expect(response.headers()['cache-control'], path).toMatch(/s-maxage=\d+/);
    }
  });
});

test.describe('a path in another language’s form', () => {
  for (const [from, to] of [
    ['/nl/news', '/nl/nieuws'],
    ['/nl/games', '/nl/wedstrijden'],
    ['/fr/games/ranking', '/fr/jeux/classement'],
    ['/en/wedstrijden', '/en/games'],
    ['/en/teams/youth', '/en/teams/westhoek-youth'],
  ]) {
    test(`${from} redirects to ${to}, never a duplicate 200`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(response.headers().location).toBe(to);
    });
  }
});

test('choosing a language keeps the page and remembers the choice for a year', async ({ page, context }) => {
  await page.goto('/en/games/ranking');
  await languageToggle(page).hover();
  await page.getByRole('link', { name: 'Nederlands' }).click();
  await expect(page).toHaveURL(/\/nl\/wedstrijden\/ranking$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
  expect(cookie?.value).toBe('nl');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.goto('/');
  await expect(page).toHaveURL(/\/nl$/);
});
