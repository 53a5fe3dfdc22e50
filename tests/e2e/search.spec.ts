import { expect, test } from '@playwright/test';
import { seedNews } from '../../lib/demo/news';
import { publicPath, searchedWord as bodyWord } from './support/site';

/** A seeded match report, found by a word of its body in each language. */
const report = seedNews[0];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header leads to the search form, which answers a plain GET with marked results', async ({
    page,
  }) => {
    await page.goto('/nl');
    await page.getByRole('link', { name: 'Zoeken' }).first().click();
    await expect(page).toHaveURL(/\/nl\/zoeken$/);
    await page.getByLabel('Zoek op de site').fill(`${bodyWord.nl.toUpperCase()}`);
    await page.getByRole('search').getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/nl\/zoeken\?q=PAAL$/);
    const result = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('listitem').first();
    await expect(result.getByRole('link', { name: report.title.nl })).toBeVisible();
    await expect(result.locator('mark')).toHaveText([bodyWord.nl]);
    await expect(page.getByRole('status').filter({ hasText: /resultaat/ })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('any query answers 200 and is never kept by a shared cache', async ({ request }) => {
    const search = publicPath('en', '/search');
    for (const query of ['%22NEAR(*%20-a%3A(', '%E0%A4%A', '%FF%FE', `${'x'.repeat(3000)}`, '日本語']) {
      const answer = await request.get(`${search}?q=${query}&page=abc`);
      expect(answer.status(), query).toBe(200);
      expect(answer.headers()['cache-control'], query).toBe('private, no-store');
    }
    const api = await request.get('/api/search?q=%22*%20NEAR(&lang=xx');
    expect(api.status()).toBe(200);
    expect(api.headers()['cache-control']).toBe('private, no-store');
    expect(await api.json()).toHaveProperty('results.hits');
  });
});

test('as the visitor types, results follow, and an empty search suggests where to look', async ({ page }) => {
  await page.goto(publicPath('fr', '/search'));
  await expect(page.locator('html')).toHaveAttribute('data-transition-complete', 'true');
  const field = page.getByLabel('Rechercher sur le site');
  await field.pressSequentially(bodyWord.fr, { delay: 40 });
  const results = page.getByRole('list', { name: 'Résultats de la recherche' });
  await expect(results.getByRole('link', { name: report.title.fr })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/recherche\?q=poteau$/);
  await expect(page.getByRole('status').filter({ hasText: /résultats? pour « poteau »/ })).toBeVisible();

  await field.fill('qqqzzzxxx');
  await expect(
    page.getByRole('status').filter({ hasText: 'Aucun résultat pour « qqqzzzxxx ».' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Questions fréquentes' }).last()).toHaveAttribute(
    'href',
    '/fr/faq',
  );
});
