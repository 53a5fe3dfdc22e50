import { expect, test, type Page } from '@playwright/test';

const openModal = async (page: Page, name = 'Newsletter') => {
  await page.locator('.top-bar').getByRole('button', { name }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('newsletter modal', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('closes on the backdrop and the close icon, not on a click inside; Escape closes', async ({
    page,
  }) => {
    await page.goto('/en');
    let dialog = await openModal(page);
    await dialog.getByRole('heading').click();
    await expect(dialog).toBeVisible();
    await page.getByTestId('newsletter-backdrop').click({ position: { x: 5, y: 5 } });
    await expect(dialog).toBeHidden();

    dialog = await openModal(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openModal(page);
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.top-bar').getByRole('button', { name: 'Newsletter' })).toBeFocused();
  });

  test('shows each required message and the general one', async ({ page }) => {
    await page.goto('/nl');
    const dialog = await openModal(page, 'Nieuwsbrief');
    await dialog.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(dialog.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeVisible();
    for (const message of [
      'Voornaam is verplicht',
      'Achternaam is verplicht',
      'Geboortedatum is verplicht',
      'E-mail is verplicht',
      'Aanvaard het privacybeleid.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('E-mail').fill('lotte@');
    await dialog.getByLabel('E-mail').blur();
    await expect(dialog.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  });

  test('subscribes and replaces the form with the thank-you message', async ({ page }) => {
    await page.goto('/fr');
    const dialog = await openModal(page, 'Newsletter');
    await dialog.getByLabel('Prénom').fill('Camille');
    await dialog.getByLabel('Nom', { exact: true }).fill('Lambert');
    await dialog.getByLabel('Date de naissance').fill('14/02/1990');
    await dialog.getByLabel('E-mail').fill(`camille.${Date.now()}@example.be`);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'S’abonner' }).click();
    await expect(dialog.getByText('Merci ! Vous êtes inscrit à notre newsletter.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'S’abonner' })).toHaveCount(0);
  });

  test('a failed request keeps the input and offers a retry', async ({ page }) => {
    await page.goto('/en/newsletter');
    await page.route('**/api/newsletter', (route) => route.abort('connectionrefused'));
    const form = page.locator('main form');
    await form.getByLabel('First name').fill('Jonas');
    await form.getByLabel('Last name').fill('Peeters');
    await form.getByLabel('Birth date').fill('01/05/1988');
    await form.getByLabel('E-mail').fill('jonas@example.be');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'We could not subscribe you right now, so nothing was saved.',
    );
    await expect(form.getByLabel('First name')).toHaveValue('Jonas');
    await page.unroute('**/api/newsletter');
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Thank you! You are subscribed to our newsletter.')).toBeVisible();
  });
});

test.describe('POST /api/newsletter', () => {
  const body = {
    first_name: 'An',
    last_name: 'Claes',
    birth_date: '1991-09-30',
    email: 'an.claes@example.be',
    privacy: true,
  };
  // As the site's own form posts it: a browser names the page's origin on every POST.
  test.use({ extraHTTPHeaders: async ({ baseURL }, use) => use({ origin: new URL(baseURL!).origin }) });

  test('stores a subscriber once per e-mail', async ({ request }) => {
    expect([200, 201]).toContain((await request.post('/api/newsletter', { data: body })).status());
    expect(
      (await request.post('/api/newsletter', { data: { ...body, first_name: 'Anneleen' } })).status(),
    ).toBe(200);
  });

  test('refuses bad input with clear statuses, never a 5xx', async ({ request }) => {
    const bad = await request.post('/api/newsletter', {
      data: { ...body, email: 'nope' },
      headers: { 'x-locale': 'fr' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).fields.email).toBe('Veuillez saisir une adresse e-mail valide.');
    const text = await request.post('/api/newsletter', {
      data: 'first_name=An',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status()).toBe(415);
    const malformed = await request.post('/api/newsletter', {
      data: '{"first_name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status()).toBe(400);
    const huge = await request.post('/api/newsletter', { data: { ...body, first_name: 'x'.repeat(20_000) } });
    expect(huge.status()).toBe(413);
  });

  test('refuses a post from another site or without an Origin', async ({ request, playwright, baseURL }) => {
    const foreign = await request.post('/api/newsletter', {
      data: body,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    // Headers of its own: the test runner would otherwise lend this context the describe's Origin.
    const script = await playwright.request.newContext({ baseURL, extraHTTPHeaders: {} });
    expect((await script.post('/api/newsletter', { data: body })).status()).toBe(403);
    await script.dispose();
  });

  test('subscribers are never readable anonymously', async ({ request }) => {
    expect((await request.get('/api/newsletter-subscribers')).status()).toBe(403);
  });
});
