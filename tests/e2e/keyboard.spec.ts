import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/own-visitor';
import { messages, uniqueEmail } from './support/forms';
import { mainMenu, serviceLinks } from './support/landmarks';

/**
 * A visitor with a keyboard only: every header menu, the phone drawer, the
 * dialogs and each step of every form are reached with Tab and used with
 * Enter, Space, the arrows and Escape. Wherever focus lands it must be visible
 * and not hidden behind the sticky header.
 */

// Dates are typed in the order of the browser's locale (month, day, year).
test.use({ locale: 'en-US' });

const SUBMIT_TIMEOUT = 20_000;
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** Where focus is and whether a sighted keyboard user can see it. */
async function focusState(page: Page) {
  // A panel that is still sliding or fading in is judged once it has arrived.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { found: false } as const;
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const rect = element.getBoundingClientRect();
    // The element itself must be on top at its own top-left corner and centre:
    // a sticky header (or anything else) over it would be hit instead.
    const points = [
      [rect.left + Math.min(4, rect.width / 2), rect.top + Math.min(4, rect.height / 2)],
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
    ];
    // Points below the fold are not judged (a tall field may be shown only in part),
    // but at least one point must be in the viewport.
    const inView = points.filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
    const onTop =
      inView.length > 0 &&
      inView.every(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
      });
    return {
      found: true,
      name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.id).trim().slice(0, 40)}"`,
      visible: outlined || style.boxShadow !== 'none',
      onTop,
    } as const;
  });
}

async function expectVisibleFocus(page: Page) {
  const state = await focusState(page);
  expect(state.found, 'something has focus').toBe(true);
  if (!state.found) return;
  expect(state.visible, `focus ring on ${state.name}`).toBe(true);
  expect(state.onTop, `${state.name} is not covered`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 150 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target}`);
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  // Replaces a default value, as a visitor would.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Chooses an option of a closed <select> with the arrow keys. */
async function chooseWithArrows(page: Page, select: Locator, option: { value: string } | { index: number }) {
  await tabTo(page, select);
  const [current, target] = await select.evaluate((element: HTMLSelectElement, wanted) => {
    const index =
      'index' in wanted
        ? wanted.index
        : Array.from(element.options).findIndex((candidate) => candidate.value === wanted.value);
    return [element.selectedIndex, index];
  }, option);
  expect(target, `option ${JSON.stringify(option)}`).toBeGreaterThanOrEqual(0);
  for (let step = current; step !== target; step += target > current ? 1 : -1) {
    await page.keyboard.press(target > current ? 'ArrowDown' : 'ArrowUp');
  }
  await expect(select).not.toHaveValue('');
}

async function check(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

test.describe('desktop header by keyboard', () => {
  test.use({ viewport: desktop });

  test('the skip link, then every main menu opens, moves with the arrows and closes on Escape', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-transition-complete', 'true');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await tabTo(page, skip);

    const menu = mainMenu(page);
    const toggles = menu.locator(':scope > ul > li > div > button');
    await expect(toggles).toHaveCount(6);
    for (let index = 0; index < 6; index++) {
      const toggle = toggles.nth(index);
      await press(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(panel.locator(':scope > li').first().locator('a, button').first()).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(page);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    }
  });

  test('the nested Gaming menu opens with ArrowRight and a menu link is followed with Enter', async ({
    page,
  }) => {
    await page.goto('/en');
    const news = mainMenu(page).getByRole('button', { name: 'News', exact: true });
    await press(page, news, 'Space');
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    const gaming = mainMenu(page).getByRole('button', { name: 'Gaming' });
    for (let presses = 0; presses < 10; presses++) {
      await page.keyboard.press('ArrowDown');
      if (await gaming.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(gaming).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(gaming).toHaveAttribute('aria-expanded', 'true');
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(gaming).toHaveAttribute('aria-expanded', 'false');
    await expect(gaming).toBeFocused();

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect(news).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainMenu(page).getByRole('link', { name: 'All news' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/news$/);
  });

  test('the language menu opens with Enter, closes on Escape and switches language', async ({ page }) => {
    await page.goto('/en/contact');
    const language = serviceLinks(page).getByRole('button', { name: /^EN/ });
    await press(page, language);
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, serviceLinks(page).getByRole('link', { name: /^NL/ }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nl\/contact$/);
  });

  test('focus is never hidden behind the sticky header when tabbing down a long page', async ({ page }) => {
    await page.goto('/en/news');
    // Far enough to leave the header and walk the news cards and the footer.
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (let presses = 0; presses < 30; presses++) {
      await page.keyboard.press('Shift+Tab');
      await expectVisibleFocus(page);
    }
  });
});

test.describe('phone drawer by keyboard', () => {
  test.use({ viewport: phone });

  test('opens, keeps focus inside, opens a section, goes back, follows a link', async ({ page }) => {
    await page.goto('/en');
    const open = page.getByRole('button', { name: 'Open menu' });
    await press(page, open);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expectVisibleFocus(page);

    // Focus wraps inside the drawer in both directions.
    const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside()).toBe(true);

    const matches = drawer.getByRole('button', { name: 'Matches' });
    await press(page, matches);
    await expect(matches).toHaveAttribute('aria-expanded', 'true');
    await press(page, drawer.getByRole('button', { name: 'Back' }));
    await expect(matches).toHaveAttribute('aria-expanded', 'false');
    await expect(matches).toBeFocused();

    const teams = drawer.getByRole('button', { name: 'Teams' });
    await press(page, teams, 'Space');
    await expect(teams).toHaveAttribute('aria-expanded', 'true');
    await press(page, drawer.getByRole('link', { name: 'Esports' }));
    await expect(page).toHaveURL(/\/en\/teams\/esports$/);
    await expect(drawer).toBeHidden();
  });

  test('Escape closes the drawer and focus returns to the menu button', async ({ page }) => {
    await page.goto('/fr');
    const open = page.getByRole('button', { name: 'Ouvrir le menu' });
    await press(page, open);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
    await expectVisibleFocus(page);
  });
});

test.describe('dialogs by keyboard', () => {
  test.use({ viewport: desktop });

  test('the newsletter modal traps focus, closes on Escape and subscribes by keyboard', async ({ page }) => {
    const n = messages.en.Newsletter;
    await page.goto('/en');
    const opener = serviceLinks(page).getByRole('button', { name: n.open });
    await press(page, opener);
    const dialog = page.getByRole('dialog', { name: n.title });
    await expect(dialog.getByLabel(n.firstName)).toBeFocused();

    // Once round the dialog and a bit further: focus never leaves it.
    const stops = await dialog
      .locator('a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"])')
      .count();
    for (let presses = 0; presses <= stops + 1; presses++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectVisibleFocus(page);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel(n.firstName)).toBeFocused();
    await page.keyboard.type('Noor');
    await typeInto(page, dialog.getByLabel(n.lastName), 'Jacobs');
    await typeInto(page, dialog.getByLabel(n.birthDate), '21/06/1992');
    await typeInto(page, dialog.getByLabel(n.email), uniqueEmail('keyboard-newsletter'));
    await check(page, dialog.getByRole('checkbox'));
    await press(page, dialog.getByRole('button', { name: n.submit }));
    await expect(dialog.getByText(n.checkInbox)).toBeVisible({ timeout: SUBMIT_TIMEOUT });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the fan-club modal takes focus, keeps it, and gives it back on Escape', async ({ page }) => {
    await page.goto('/nl/supportersclub');
    const opener = page.getByRole('button', { name: /^De Gele Leeuwen/ });
    await press(page, opener);
    const dialog = page.getByRole('dialog', { name: 'De Gele Leeuwen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: messages.nl.FanClubs.close })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The close button works with Enter too.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('every form by keyboard', () => {
  // Whole multi-step forms, one key at a time, each focus judged after its animations: up to 15 s alone.
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: desktop });
  const f = messages.en.Forms;

  test('contact', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.locator('#main');
    await typeInto(page, form.getByLabel(f.firstName, { exact: true }), 'Lotte');
    await typeInto(page, form.getByLabel(f.lastName, { exact: true }), 'Vermeulen');
    await typeInto(page, form.getByLabel(f.email, { exact: true }), uniqueEmail('keyboard-contact'));
    await chooseWithArrows(page, form.getByLabel(messages.en.ContactForm.subject, { exact: true }), {
      value: 'fan-mail',
    });
    await typeInto(
      page,
      form.getByLabel(messages.en.ContactForm.message, { exact: true }),
      'A signed shirt?',
    );
    await press(page, form.getByRole('button', { name: f.send }));
    await expect(page.getByRole('status')).toHaveText(messages.en.ContactForm.success, {
      timeout: SUBMIT_TIMEOUT,
    });
  });

  test('mascot visit', async ({ page }) => {
    const m = messages.en.MascotForm;
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    const typed = [inAMonth.getUTCMonth() + 1, inAMonth.getUTCDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('');
    await page.goto('/en/we-westhoek/binkie');
    await typeInto(page, page.getByLabel(f.firstName, { exact: true }), 'Jan');
    await typeInto(page, page.getByLabel(f.lastName, { exact: true }), 'Peeters');
    await typeInto(page, page.getByLabel(f.email, { exact: true }), uniqueEmail('keyboard-mascot'));
    await typeInto(page, page.getByLabel(f.phone, { exact: true }), '057 12 34 56');
    const date = page.getByLabel(m.preferredDate, { exact: true });
    await tabTo(page, date);
    await page.keyboard.type(`${typed}${inAMonth.getUTCFullYear()}`);
    await expect(date).toHaveValue(inAMonth.toISOString().slice(0, 10));
    await chooseWithArrows(page, page.getByLabel(m.occasion, { exact: true }), { value: 'school' });
    await typeInto(page, page.getByLabel(m.children, { exact: true }), '25');
    await typeInto(page, page.getByLabel(f.street, { exact: true }), 'Schoolstraat');
    await typeInto(page, page.getByLabel(f.houseNumber, { exact: true }), '3');
    await typeInto(page, page.getByLabel(f.postalCode, { exact: true }), '8900');
    await typeInto(page, page.getByLabel(f.city, { exact: true }), 'Ieper');
    await press(page, page.getByRole('button', { name: f.send }));
    await expect(page.getByRole('status')).toHaveText(m.success.replace('{mascot}', 'Binkie'), {
      timeout: SUBMIT_TIMEOUT,
    });
  });

  test('refs & scouts ticket request, all three steps', async ({ page }) => {
    const t = messages.en.TicketForm;
    await page.goto('/en/ticketing/refs-scouts');
    await chooseWithArrows(page, page.getByLabel(t.match, { exact: true }), { index: 1 });
    await press(page, page.getByRole('button', { name: f.next }));
    await expect(page.getByRole('heading', { level: 3, name: t.stepPersonal })).toBeVisible();
    await typeInto(page, page.getByLabel(f.firstName, { exact: true }), 'Marc');
    await typeInto(page, page.getByLabel(f.lastName, { exact: true }), 'Dubois');
    const birth = page.getByLabel(f.birthDate, { exact: true });
    await tabTo(page, birth);
    await page.keyboard.type('04121975');
    await expect(birth).toHaveValue('1975-04-12');
    const email = uniqueEmail('keyboard-scout');
    await typeInto(page, page.getByLabel(f.email, { exact: true }), email);
    await chooseWithArrows(page, page.getByLabel(t.invitationCardType, { exact: true }), { value: 'scout' });
    await chooseWithArrows(page, page.getByLabel(t.ticketType, { exact: true }), { value: 'press-box' });
    await press(page, page.getByRole('button', { name: f.next }));
    await expect(page.getByRole('heading', { level: 3, name: t.stepConfirm })).toBeVisible();
    await press(page, page.getByRole('button', { name: f.confirm, exact: true }));
    await expect(page.getByRole('status')).toHaveText(t.success.replace('{email}', email), {
      timeout: SUBMIT_TIMEOUT,
    });
  });

  test('VIP dining reservation, all four steps', async ({ page }) => {
    const v = messages.en.VipForm;
    await page.goto('/en/business/vip-experience');
    await chooseWithArrows(page, page.getByLabel(v.dinnerType, { exact: true }), { value: 'gastronomic' });
    await chooseWithArrows(page, page.getByLabel(v.game, { exact: true }), { index: 1 });
    await press(page, page.getByRole('button', { name: f.next }));
    await expect(page.getByRole('heading', { level: 3, name: v.stepDetails })).toBeVisible();
    await typeInto(page, page.getByLabel(f.firstName, { exact: true }), 'Sofie');
    await typeInto(page, page.getByLabel(f.lastName, { exact: true }), 'Claes');
    const birth = page.getByLabel(f.birthDate, { exact: true });
    await tabTo(page, birth);
    await page.keyboard.type('09301984');
    await expect(birth).toHaveValue('1984-09-30');
    await typeInto(page, page.getByLabel(f.email, { exact: true }), uniqueEmail('keyboard-vip'));
    await typeInto(page, page.getByLabel(f.phone, { exact: true }), '+32 57 20 30 40');
    await typeInto(page, page.getByLabel(f.street, { exact: true }), 'Markt');
    await typeInto(page, page.getByLabel(f.houseNumber, { exact: true }), '10');
    await typeInto(page, page.getByLabel(f.postalCode, { exact: true }), '8900');
    await typeInto(page, page.getByLabel(f.city, { exact: true }), 'Ieper');
    await press(page, page.getByRole('button', { name: f.next }));
    await expect(page.getByRole('heading', { level: 3, name: v.stepGuests })).toBeVisible();
    await check(page, page.getByLabel(v.hasCashlessCard, { exact: true }));
    await typeInto(page, page.getByLabel(v.cardNumber), '12345678901234');
    await check(page, page.getByLabel(v.wantsTickets, { exact: true }));
    await typeInto(page, page.getByLabel(v.ticketCount, { exact: true }), '2');
    await chooseWithArrows(page, page.getByLabel(v.priceCategory, { exact: true }), { value: 'adult' });
    await press(page, page.getByRole('button', { name: f.next }));
    await expect(page.getByRole('heading', { level: 3, name: v.stepConfirm })).toBeVisible();
    await press(page, page.getByRole('button', { name: f.confirm, exact: true }));
    await expect(page.getByRole('status')).toHaveText(v.success, { timeout: SUBMIT_TIMEOUT });
  });
});
