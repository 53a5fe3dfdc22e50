import type { Page } from '@playwright/test';
import { messages } from './forms';
import type { Locale } from './site';

/*
 * The header's menus by the names assistive technology gives them: class names are
 * CSS modules' hashes. The language is the page's own, read from its address.
 */
const localeOf = (page: Page) => new URL(page.url()).pathname.split('/')[1] as Locale;
const header = (page: Page) => messages[localeOf(page)].Header;

/** The top bar: service links, newsletter and the language menu. */
export const serviceLinks = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: header(page).topNavigation, exact: true });

/** The desktop main menu (the phone drawer's menu has the same name but is outside the banner). */
export const mainMenu = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: header(page).mainNavigation, exact: true });

/** The top bar's language menu button ("EN · Language: English"). */
export const languageToggle = (page: Page) =>
  serviceLinks(page).getByRole('button', { name: new RegExp(`^${localeOf(page).toUpperCase()} · `) });

/** The phone header's menu button, a link to the drawer before the scripts ran. */
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: header(page).openMenu, exact: true });

/** The trail above a page's heading. */
export const breadcrumbs = (page: Page) =>
  page.getByRole('navigation', { name: messages[localeOf(page)].Common.breadcrumbs, exact: true });
