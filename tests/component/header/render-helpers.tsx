import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { HeaderLabels } from '@/components/header/labels';

export const labels: HeaderLabels = {
  mainNavigation: 'Main navigation',
  topNavigation: 'Top navigation',
  homeLink: 'Home',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenu: 'Mobile menu',
  back: 'Back',
  language: 'Language',
  opensInNewTab: '(opens in a new tab)',
};

/**
 * Renders `ui` and returns a user-event session with it. No providers: the
 * header's client parts get every string and link as props from the server.
 */
export function renderWithUser(ui: ReactElement, options: RenderOptions = {}) {
  const user = userEvent.setup();
  return { user, ...render(ui, options) };
}
