import { expect, test } from '@playwright/test';
import { cmsToken } from './support/cms';

/**
 * The club's identity (Club settings) reaches visitors like a publish: a new name and new
 * colours show on the home page, in the news feed and in the manifest within 5 s, the
 * colours as CSS custom properties in the page's server HTML. Runs after every other test
 * (playwright.config.ts, project `identity`) and puts the demo back as it was. Alone:
 * `npx playwright test --no-deps tests/e2e/club-identity.spec.ts` (without `--no-deps`,
 * Playwright runs every test of the project it depends on first).
 */
test('a new name and new colours reach the page, the feed and the manifest within 5 s', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };
  const settings = async () => (await request.get('/api/globals/club-settings?depth=0', { headers })).json();
  const original = await settings();
  const save = (data: Record<string, unknown>, language = 'en') =>
    request.post('/api/globals/club-settings', {
      headers: { ...headers, 'accept-language': language },
      data,
    });

  // A pair that fails WCAG AA is refused, in the admin's language, and nothing is stored.
  const refused = await save({ colours: { primary: '#14213d', accent: '#1f3163' } }, 'nl');
  expect(refused.status()).toBe(400);
  // The field's own words (ratio, what to change) show beside it in the admin, and in
  // tests/integration/club-identity.test.ts; a production server's REST answer names the field.
  expect(JSON.stringify(await refused.json())).toContain('Kleuren > Accentkleur');
  expect((await settings()).colours).toEqual(original.colours);

  try {
    const savedAt = Date.now();
    const saved = await save({
      name: 'FC Voorbeeld',
      shortName: 'Voorbeeld',
      colours: { primary: '#7a0019', accent: '#ffcc33' },
    });
    expect(saved.ok()).toBe(true);

    const text = async (path: string) => (await request.get(path)).text();
    const fresh = { timeout: 5_000, intervals: [100, 250] };
    await expect.poll(() => text('/en'), fresh).toContain('Welcome to FC Voorbeeld');
    const home = await text('/en');
    expect(home).toContain('<title>FC Voorbeeld</title>');
    expect(home).toMatch(/<style id="club-colours">:root:root\{--brand:#7a0019;[^<]*--accent:#ffcc33;/);
    await expect.poll(() => text('/en/rss.xml'), fresh).toContain('<title>FC Voorbeeld news</title>');
    await expect
      .poll(async () => (await request.get('/en/manifest.webmanifest')).json(), fresh)
      .toMatchObject({ name: 'FC Voorbeeld', short_name: 'Voorbeeld', theme_color: '#7a0019' });
    const seconds = (Date.now() - savedAt) / 1000;
    console.log(
      `club identity fresh on the page, the feed and the manifest ${seconds.toFixed(2)} s after the save`,
    );
    expect(seconds).toBeLessThan(5);
  } finally {
    const restored = await save({
      name: original.name,
      shortName: original.shortName,
      colours: original.colours,
    });
    expect(restored.ok()).toBe(true);
  }
});
