import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/own-visitor';
import { adminFind, adminGet, uniqueEmail } from './support/forms';
import { serviceLinks } from './support/landmarks';

const openModal = async (page: Page, name = 'Newsletter') => {
  await serviceLinks(page).getByRole('button', { name }).click();
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
    await expect(serviceLinks(page).getByRole('button', { name: 'Newsletter' })).toBeFocused();
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

  test('signs up and replaces the form with the ask to confirm by e-mail', async ({ page }) => {
    await page.goto('/fr');
    const dialog = await openModal(page, 'Newsletter');
    await dialog.getByLabel('Prénom').fill('Camille');
    await dialog.getByLabel('Nom', { exact: true }).fill('Lambert');
    await dialog.getByLabel('Date de naissance').fill('14/02/1990');
    await dialog.getByLabel('E-mail').fill(`camille.${Date.now()}@example.be`);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'S’abonner' }).click();
    await expect(
      dialog.getByText('Merci ! Consultez votre boîte mail et cliquez sur le lien de notre e-mail'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'S’abonner' })).toHaveCount(0);
  });

  test('a failed request keeps the input and offers a retry', async ({ page }) => {
    await page.goto('/en/newsletter');
    // The form posts to /api/newsletter?lang=en: a glob without the query would not match.
    const signUps = /\/api\/newsletter(\?|$)/;
    await page.route(signUps, (route) => route.abort('connectionrefused'));
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
    await page.unroute(signUps);
    await form.getByRole('button', { name: 'Try again' }).click();
    await expect(
      page.getByText('Thank you! Please check your inbox and click the link in our e-mail'),
    ).toBeVisible();
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

  test('refuses bad input with clear statuses, never a 5xx', async ({ request }) => {
    const bad = await request.post('/api/newsletter?lang=fr', { data: { ...body, email: 'nope' } });
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

// A sign-up for a known address: tests/e2e/security-newsletter.spec.ts. Every POST here
// counts towards the route's ten a minute from this one test machine, so none is repeated.

test.describe('the confirmation link', () => {
  test('a link that does not work leads to the page saying so, in the mail’s language', async ({
    request,
  }) => {
    const token = 'x'.repeat(43);
    const response = await request.get(`/api/newsletter/confirm?token=${token}&lang=nl`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = response.headers().location.split(', ')[0];
    expect(location).toBe('/nl/nieuwsbrief/link-verlopen');
    const page = await request.get(location);
    expect(page.status()).toBe(200);
    expect(await page.text()).toMatch(/<h1[^>]*>Deze link werkt niet meer</);
  });

  test('the confirmed page exists in the three languages', async ({ request }) => {
    for (const [path, title] of [
      ['/en/newsletter/confirmed', 'Your subscription is confirmed'],
      ['/nl/nieuwsbrief/bevestigd', 'Je inschrijving is bevestigd'],
      ['/fr/newsletter/confirmation', 'Votre inscription est confirmée'],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}<`));
      expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    }
  });
});

test.describe('the subscriber’s preferences page', () => {
  test.use({ javaScriptEnabled: false });

  test('works without JavaScript: the link from the export changes the language, then unsubscribes at once', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('preferences');
    const signUp = await request.post('/api/newsletter?lang=nl', {
      data: { first_name: 'Pref', last_name: 'Erences', birth_date: '1990-03-04', email, privacy: true },
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(signUp.status()).toBe(202);
    // The export gives each subscriber's own link, as a mailing tool would put it in a mail.
    const [head, ...rows] = (await adminGet(request, '/api/newsletter-subscribers/csv')).trim().split('\r\n');
    const columns = head.split(',');
    const row = rows.find((line) => line.startsWith(`${email},`))!.split(',');
    const link = new URL(row[columns.indexOf('unsubscribeUrl')]);
    expect(link.pathname).toBe('/nl/nieuwsbrief/voorkeuren');

    // axe runs in the page's JavaScript, so it reads the same page in a context that has it.
    const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const checked = await scripted.newPage();
    await checked.goto(`${link.pathname}${link.search}`);
    const { violations } = await new AxeBuilder({ page: checked })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    expect(violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')).toEqual(
      [],
    );
    await scripted.close();

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je voorkeuren voor de nieuwsbrief');
    const language = page.getByRole('group', { name: /Taal van de nieuwsbrief/ });
    await expect(language.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    await language.getByRole('radio', { name: 'Français' }).check();
    await page.getByRole('button', { name: 'Taal bewaren' }).click();
    await expect(page.getByRole('status')).toContainText('Français');
    expect((await adminFind(request, 'newsletter-subscribers', email))[0]).toMatchObject({ locale: 'fr' });

    await page.getByRole('button', { name: 'Uitschrijven' }).click();
    await expect(page).toHaveURL(/\/nl\/nieuwsbrief\/uitgeschreven$/);
    expect(await adminFind(request, 'newsletter-subscribers', email)).toEqual([]);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(/niet langer\) ingeschreven/)).toBeVisible();
  });
});
