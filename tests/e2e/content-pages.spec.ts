import { expect, test } from '@playwright/test';
import { messages } from './support/forms';

test('subscriptions show each stand with prices and perks, and the ticket shop', async ({ page }) => {
  await page.goto('/nl/ticketing/abonnementen');
  for (const stand of ['Oosttribune', 'Noordtribune', 'Westtribune']) {
    await expect(page.getByRole('heading', { name: stand })).toBeVisible();
  }
  await expect(page.getByText('€ 340,00').first()).toBeVisible();
  await expect(page.getByText('Gratis bus naar uitwedstrijden').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koop tickets' })).toHaveAttribute(
    'href',
    'https://tickets.westhoek.example',
  );
});

test('ticket prices per age and game, with the ticket counter note', async ({ page }) => {
  await page.goto('/fr/tickets/billets');
  const table = page.getByRole('table', { name: 'Prix des billets par match' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Âge',
    'Match normal',
    'Match subtop',
    'Match au sommet',
  ]);
  await expect(table.getByRole('row', { name: /Adultes/ })).toContainText('32,00 €');
  await expect(page.getByText('Les prix sont plus élevés au guichet.')).toBeVisible();
});

test('partners grouped by tier with logos linking out', async ({ page }) => {
  await page.goto('/en/business/partners');
  for (const tier of Object.values(messages.en.Business.tier)) {
    await expect(page.getByRole('heading', { name: tier })).toBeVisible();
  }
  const link = page.getByRole('link', { name: 'Radio Westkust (opens in a new tab)' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link.getByRole('img', { name: 'Logo of Radio Westkust' })).toBeVisible();
});

test('the VIP page shows the dining offer and the champagne table at 80 EUR excl. VAT', async ({ page }) => {
  await page.goto('/en/business/vip-experience');
  await expect(page.getByRole('heading', { name: 'Gastronomic dinner' })).toBeVisible();
  await expect(page.getByText('Optional champagne table: €80 excl. VAT.')).toBeVisible();
});

test('a fan club opens a dialog that Escape closes', async ({ page }) => {
  await page.goto('/nl/supportersclub');
  await page.getByRole('button', { name: /^De Gele Leeuwen/ }).click();
  const dialog = page.getByRole('dialog', { name: 'De Gele Leeuwen' });
  await expect(dialog).toContainText('Café De Sport');
  await expect(dialog).toContainText('Busreis naar uitwedstrijden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the FAQ filters as the visitor types and opens an answer', async ({ page }) => {
  await page.goto('/en/faq');
  await page.getByLabel('Search the questions').fill('parking');
  await expect(page.getByRole('status')).toHaveText('1 question');
  await page.getByText('Is there parking at the stadium?').click();
  await expect(page.getByText(/600 places/)).toBeVisible();
  await page.getByLabel('Search the questions').fill('zzz');
  await expect(page.getByRole('status')).toHaveText('No results found.');
});

test('contact shows offices, opening hours and fan mail rules besides the contact cards', async ({
  page,
}) => {
  await page.goto('/fr/contact');
  await expect(page.getByRole('heading', { name: 'Billetterie' })).toBeVisible();
  await expect(page.getByText('Du lundi au vendredi').first()).toBeVisible();
  // Each language writes its times in its own words.
  await expect(page.getByText("12h00–coup d'envoi")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Courrier des fans' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'info@westhoek.example' }).first()).toBeVisible();
  await page.goto('/nl/contact');
  await expect(page.getByText('12:00–aftrap')).toBeVisible();
});

test('legal pages show their CMS text, in sections, in each language', async ({ page }) => {
  await page.goto('/nl/privacybeleid');
  await expect(page.getByRole('heading', { level: 2, name: 'Wie is verantwoordelijk' })).toBeVisible();
  await expect(page.getByText(/Gegevensbeschermingsautoriteit, Drukpersstraat 35/)).toBeVisible();
  await page.goto('/fr/conditions-generales');
  await expect(page.getByText(/Un billet ou un abonnement donne accès/)).toBeVisible();
});

test('the history page offers the centenary book as a PDF', async ({ page, request }) => {
  await page.goto('/en/history');
  const link = page.getByRole('link', { name: 'Download the centenary book (PDF)' });
  const href = await link.getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('community pages show their texts and their picture', async ({ page }) => {
  await page.goto('/fr/nous-westhoek/benevoles');
  await expect(page.getByText(/Steward aux matchs à domicile/)).toBeVisible();
  const picture = page.getByRole('img', {
    name: 'Des bénévoles en gilet jaune au stade avant un match à domicile',
  });
  await expect(picture).toBeVisible();
  expect(
    await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBeGreaterThan(0);
  await page.goto('/en/we-westhoek');
  await expect(page.getByText(/founded in 1922 by railway workers/)).toBeVisible();
});
