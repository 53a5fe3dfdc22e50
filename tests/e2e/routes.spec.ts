import { expect, test } from '@playwright/test';
import {
  everyDetailPage,
  everyScreen,
  forwardingScreens,
  htmlLang,
  locales,
  publicPath,
} from './support/site';

test.describe('every screen of SPEC §2', () => {
  for (const { locale, path } of [...everyScreen(), ...everyDetailPage()]) {
    test(`${path} answers 200 in ${locale}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${htmlLang[locale]}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
    });
  }
});

test('a screen kept for links already sent forwards to its successor for good, in every language', async ({
  request,
}) => {
  for (const locale of locales) {
    for (const { from, to } of forwardingScreens) {
      const path = publicPath(locale, from);
      const response = await request.get(`${path}?token=kept`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location, path).toBe(`${publicPath(locale, to)}?token=kept`);
    }
  }
});

test('an unknown slug of a news kind or history answers 404', async ({ request }) => {
  for (const path of [
    '/en/news/article/no-such-item',
    '/nl/nieuws/wedstrijdverslag/bestaat-niet',
    '/fr/histoire/inconnu',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a slug from another language redirects to this language’s slug', async ({ request }) => {
  const response = await request.get('/nl/nieuws/artikel/season-tickets-for-the-new-season-on-sale', {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(308);
  // Next 16 repeats an identical Location header on the first, uncached render.
  expect(response.headers().location.split(', ')[0]).toBe(
    '/nl/nieuws/artikel/abonnementen-voor-het-nieuwe-seizoen-te-koop',
  );
});

test('pages carry canonical and hreflang alternates', async ({ request }) => {
  const html = await (await request.get('/nl/wedstrijden')).text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/nl\/wedstrijden"/);
  expect(html).toMatch(/hrefLang="fr-FR" href="[^"]*\/fr\/jeux"/);
  expect(html).toMatch(/hrefLang="x-default" href="[^"]*\/en\/games"/);
});
