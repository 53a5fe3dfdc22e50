import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/own-visitor';
import { adminFind, failNextSubmission, locales, messages, uniqueEmail } from './support/forms';
import { REACT_HOOK_FORM, recordScripts } from './support/scripts';
import { publicPath, type Locale } from './support/site';
import { serviceLinks } from './support/landmarks';

/** The first submission to a route handler loads the CMS in the server; a busy 2-core machine needs time. */
const SUBMIT_TIMEOUT = 20_000;

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

async function fillContact(page: Page, locale: Locale, email: string) {
  const f = messages[locale].Forms;
  await page.getByLabel(f.firstName, { exact: true }).fill('Lotte');
  await page.getByLabel(f.lastName, { exact: true }).fill('Vermeulen');
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(messages[locale].ContactForm.subject, { exact: true }).selectOption('fan-mail');
  await page
    .getByLabel(messages[locale].ContactForm.message, { exact: true })
    .fill('Could the players sign a shirt?');
}

test.describe('contact form', () => {
  for (const locale of locales) {
    test(`sends and stores a message in ${locale}`, async ({ page, request }) => {
      const email = uniqueEmail(`contact-${locale}`);
      await page.goto(publicPath(locale, '/contact'));
      const privacy = messages[locale].Forms.privacyNotice.match(/<privacy>(.*)<\/privacy>/)![1];
      await expect(page.locator('form').getByRole('link', { name: privacy })).toHaveAttribute(
        'href',
        /\/(privacy|politique)/,
      );
      await fillContact(page, locale, email);
      await page.getByRole('button', { name: messages[locale].Forms.send }).click();
      await expect(page.getByRole('status')).toHaveText(messages[locale].ContactForm.success, {
        timeout: SUBMIT_TIMEOUT,
      });
      const stored = await adminFind(request, 'contact-messages', email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ locale, subject: 'fan-mail' });
    });
  }

  test('shows per-field and general messages for an incomplete form', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByLabel('Email', { exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  });

  test('keeps the input when sending fails', async ({ page }) => {
    await page.goto('/nl/contact');
    await failNextSubmission(page, 'contact');
    await fillContact(page, 'nl', 'lotte@example.com');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText(messages.nl.FormErrors.submitFailed)).toBeVisible();
    await expect(page.getByLabel('Voornaam', { exact: true })).toHaveValue('Lotte');
    await expect(page.getByLabel('Bericht', { exact: true })).toHaveValue('Could the players sign a shirt?');
  });
});

test.describe('mascot visit request', () => {
  for (const locale of locales) {
    test(`sends and stores a request in ${locale}`, async ({ page, request }) => {
      const f = messages[locale].Forms;
      const m = messages[locale].MascotForm;
      const email = uniqueEmail(`mascot-${locale}`);
      await page.goto(publicPath(locale, '/about/binkie'));
      await page.getByLabel(f.firstName, { exact: true }).fill('Jan');
      await page.getByLabel(f.lastName, { exact: true }).fill('Peeters');
      await page.getByLabel(f.email, { exact: true }).fill(email);
      await page.getByLabel(f.phone, { exact: true }).fill('057 12 34 56');
      await page.getByLabel(m.preferredDate, { exact: true }).fill(inAMonth());
      await page.getByLabel(m.occasion, { exact: true }).selectOption('school');
      await page.getByLabel(m.children, { exact: true }).fill('25');
      await page.getByLabel(f.street, { exact: true }).fill('Schoolstraat');
      await page.getByLabel(f.houseNumber, { exact: true }).fill('3');
      await page.getByLabel(f.postalCode, { exact: true }).fill('8900');
      await page.getByLabel(f.city, { exact: true }).fill('Ieper');
      await page.getByRole('button', { name: f.send }).click();
      await expect(page.getByRole('status')).toHaveText(m.success.replace('{mascot}', 'Binkie'), {
        timeout: SUBMIT_TIMEOUT,
      });
      expect(await adminFind(request, 'mascot-visits', email)).toHaveLength(1);
    });
  }

  test('keeps the input when sending fails', async ({ page }) => {
    await page.goto('/fr/nous-westhoek/binkie');
    await failNextSubmission(page, 'mascot-visit');
    await page.getByLabel('Prénom', { exact: true }).fill('Jeanne');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText('Le nom est obligatoire')).toBeVisible();
    await expect(page.getByText(messages.fr.FormErrors.formIncomplete)).toBeVisible();
    await expect(page.getByLabel('Prénom', { exact: true })).toHaveValue('Jeanne');
  });
});

async function ticketSteps(page: Page, locale: Locale, email: string) {
  const f = messages[locale].Forms;
  const t = messages[locale].TicketForm;
  await page.getByLabel(t.match, { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: f.next }).click();
  await page.getByLabel(f.firstName, { exact: true }).fill('Marc');
  await page.getByLabel(f.lastName, { exact: true }).fill('Dubois');
  await page.getByLabel(f.birthDate, { exact: true }).fill('1975-04-12');
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(t.invitationCardType, { exact: true }).selectOption('scout');
  await page.getByLabel(t.ticketType, { exact: true }).selectOption('press-box');
  await page.getByRole('button', { name: f.next }).click();
  await expect(page.getByRole('heading', { level: 3 })).toContainText(t.stepConfirm);
}

test.describe('refs & scouts ticket request', () => {
  for (const locale of locales) {
    test(`requests a ticket in three steps in ${locale}`, async ({ page, request }) => {
      const email = uniqueEmail(`scout-${locale}`);
      await page.goto(publicPath(locale, '/ticketing/refs-scouts'));
      await ticketSteps(page, locale, email);
      await page.getByRole('button', { name: messages[locale].Forms.confirm, exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(
        messages[locale].TicketForm.success.replace('{email}', email),
        { timeout: SUBMIT_TIMEOUT },
      );
      const stored = await adminFind(request, 'ticket-requests', email);
      expect(stored[0]).toMatchObject({ invitationCardType: 'scout', ticketType: 'press-box', locale });
    });
  }

  test('shows the SPEC messages on step 2', async ({ page }) => {
    await page.goto('/en/ticketing/refs-scouts');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please choose a match')).toBeVisible();
    await page.getByLabel('Match', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Birth date is required',
      'Email is required',
      'Ticket type is required',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
  });

  test('keeps the input when sending fails', async ({ page }) => {
    await page.goto('/en/ticketing/refs-scouts');
    await failNextSubmission(page, 'ticket-request');
    await ticketSteps(page, 'en', 'marc@example.com');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText(messages.en.FormErrors.submitFailed)).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('marc@example.com');
  });
});

async function vipSteps(page: Page, locale: Locale, email: string, { tickets = true } = {}) {
  const f = messages[locale].Forms;
  const v = messages[locale].VipForm;
  await page.getByLabel(v.dinnerType, { exact: true }).selectOption('gastronomic');
  await page.getByLabel(v.game, { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: f.next }).click();
  await page.getByLabel(f.firstName, { exact: true }).fill('Sofie');
  await page.getByLabel(f.lastName, { exact: true }).fill('Claes');
  await page.getByLabel(f.birthDate, { exact: true }).fill('1984-09-30');
  await page.getByLabel(f.email, { exact: true }).fill(email);
  await page.getByLabel(f.phone, { exact: true }).fill('+32 57 20 30 40');
  await page.getByLabel(f.street, { exact: true }).fill('Markt');
  await page.getByLabel(f.houseNumber, { exact: true }).fill('10');
  await page.getByLabel(f.postalCode, { exact: true }).fill('8900');
  await page.getByLabel(f.city, { exact: true }).fill('Ieper');
  await page.getByRole('button', { name: f.next }).click();
  await page.getByLabel(v.hasCashlessCard, { exact: true }).check();
  await page.getByLabel(v.cardNumber).fill('12345678901234');
  if (tickets) {
    await page.getByLabel(v.wantsTickets, { exact: true }).check();
    await page.getByLabel(v.ticketCount, { exact: true }).fill('2');
    await page.getByLabel(v.priceCategory, { exact: true }).selectOption('adult');
  }
  await page.getByRole('button', { name: f.next }).click();
}

test.describe('VIP dining reservation', () => {
  for (const locale of locales) {
    test(`reserves in four steps in ${locale}`, async ({ page, request }) => {
      const email = uniqueEmail(`vip-${locale}`);
      await page.goto(publicPath(locale, '/business/vip-experience'));
      await vipSteps(page, locale, email);
      await page.getByRole('button', { name: messages[locale].Forms.confirm, exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(messages[locale].VipForm.success, {
        timeout: SUBMIT_TIMEOUT,
      });
      const stored = await adminFind(request, 'vip-reservations', email);
      expect(stored[0]).toMatchObject({
        dinnerType: 'gastronomic',
        cardNumber: '12345678901234',
        ticketCount: 2,
        locale,
      });
    });
  }

  test('reserves without match tickets: stored, with no ticket count or category', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('vip-no-tickets');
    await page.goto('/en/business/vip-experience');
    await vipSteps(page, 'en', email, { tickets: false });
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(messages.en.VipForm.success, {
      timeout: SUBMIT_TIMEOUT,
    });
    const [stored] = await adminFind(request, 'vip-reservations', email);
    expect(stored).toMatchObject({ wantsTickets: false, cardNumber: '12345678901234' });
    expect(stored.ticketCount ?? null).toBeNull();
    expect(stored.priceCategory ?? null).toBeNull();
  });

  test('validates the card number and the dinner type', async ({ page }) => {
    await page.goto('/en/business/vip-experience');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('You must select a dinner type')).toBeVisible();
    await expect(page.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
  });

  test('shows "Confirming..." while sending, and on failure the SPEC message with the input kept', async ({
    page,
  }) => {
    await page.goto('/en/business/vip-experience');
    let release: () => void = () => undefined;
    // The form posts to /api/forms/vip-reservation?lang=en: a glob without the query would not match.
    await page.route(/\/api\/forms\/vip-reservation(\?|$)/, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' });
    });
    await vipSteps(page, 'en', 'sofie@example.com');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    release();
    await expect(page.getByText('Something went wrong with the reservation.')).toBeVisible({
      timeout: SUBMIT_TIMEOUT,
    });
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByLabel(/Cashless card number/, { exact: true })).toHaveValue('12345678901234');
  });
});

test.describe('form code on the first interaction', () => {
  const hasHookForm = (body: string) => body.includes(REACT_HOOK_FORM);

  /**
   * Opens the contact page, checks that nothing it downloaded before the visitor
   * did anything holds react-hook-form, then holds every further chunk until
   * `release`, so the test can type while the form's code is on its way.
   */
  async function contactWithCodeHeld(page: Page) {
    const scripts = recordScripts(page);
    await page.goto('/en/contact', { waitUntil: 'networkidle' });
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await scripts.containing(REACT_HOOK_FORM), 'react-hook-form before any interaction').toEqual([]);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const hookFormArrived = page.waitForResponse(
      async (response) =>
        response.url().includes('/_next/static/chunks/') && hasHookForm(await response.text()),
    );
    return { held, release, hookFormArrived };
  }

  /** React has hydrated `field`: it keeps its props on the DOM node then. */
  const hydrated = (field: Locator) =>
    field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps')));

  test('loads on the first keystroke; what was typed meanwhile stays, focus and caret included, and is sent', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact-before-code');
    const code = await contactWithCodeHeld(page);
    await page.getByLabel('First name', { exact: true }).fill('Lotte');
    await expect.poll(() => code.held.length, 'the form asked for its code').toBeGreaterThan(0);
    await page.getByLabel('Last name', { exact: true }).fill('Vermeulen');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Subject', { exact: true }).selectOption('fan-mail');
    await page.getByLabel(/e-mails me its offers/).check();
    const message = page.getByLabel('Message', { exact: true });
    await message.click();
    await page.keyboard.type('Could the players sign a shirt?');
    await page.keyboard.press('ArrowLeft');

    expect(await hydrated(message)).toBe(false);
    code.release();
    await code.hookFormArrived;
    await expect.poll(() => hydrated(message)).toBe(true);
    // Typing on once the form is live continues where the caret was.
    await page.keyboard.type(' please');
    await expect(message).toBeFocused();
    await expect(message).toHaveValue('Could the players sign a shirt please?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status')).toHaveText(messages.en.ContactForm.success, {
      timeout: SUBMIT_TIMEOUT,
    });
    const stored = await adminFind(request, 'contact-messages', email);
    expect(stored[0]).toMatchObject({
      firstName: 'Lotte',
      lastName: 'Vermeulen',
      subject: 'fan-mail',
      message: 'Could the players sign a shirt please?',
      marketingConsent: true,
    });
  });

  test('a send pressed before the code arrived is checked once it has, with what was typed', async ({
    page,
  }) => {
    const code = await contactWithCodeHeld(page);
    await page.getByLabel('First name', { exact: true }).fill('Lotte');
    await page.getByLabel('Email', { exact: true }).fill('lotte@');
    await page.getByRole('button', { name: 'Send' }).click();
    // Held, not sent by the browser as a page load with the fields in its address.
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByText('Sorry, not all fields are filled out correctly.')).toHaveCount(0);

    code.release();
    await expect(page.getByText('Sorry, not all fields are filled out correctly.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Lotte');
  });

  test('reached by a link within the site, the form comes with its code and works at once', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await serviceLinks(page).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    expect(await page.evaluate(() => 'sameDocument' in window), 'a client-side navigation').toBe(true);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
  });
});
