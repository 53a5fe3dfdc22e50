import { expect, test } from '@playwright/test';
import { localizedPath } from '../../lib/domain/i18n/routes';
import { locales } from '../../lib/domain/i18n/locales';
import { screenNames, type ScreenName } from '../../lib/domain/screens/registry';

/**
 * Every screen opened without a query is served as the build or its last revalidation rendered
 * it, never rendered for the visitor: a page rendered per request waits for the database and
 * React on the server each time, and a phone on a stadium's network for its first byte. A
 * screen whose filters live in the query (news, matches, ranking, teams, the video channel)
 * sends only a filtered request to its per-request variant (lib/domain/i18n/rewrites.ts).
 */
const perVisitor: ScreenName[] = ['search'];

for (const locale of locales) {
  test(`${locale}: every screen without a query is served prerendered`, async ({ request }) => {
    const rendered: string[] = [];
    for (const name of screenNames.filter((screen) => !perVisitor.includes(screen))) {
      const path = localizedPath(locale, name);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      if (response.headers()['x-nextjs-prerender'] !== '1') rendered.push(path);
    }
    expect(rendered, 'rendered per request').toEqual([]);
  });
}

test('a filter in the query still narrows the prerendered screens, per request', async ({ request }) => {
  const teams = await request.get('/fr/equipes?team=ladies');
  expect(teams.headers()['x-nextjs-prerender']).toBeUndefined();
  expect(await teams.text()).toMatch(/aria-current="page"[^>]*>Dames/);
  const channel = await request.get('/en/sttv?tag=youth');
  expect(channel.headers()['x-nextjs-prerender']).toBeUndefined();
  expect(channel.status()).toBe(200);
});
