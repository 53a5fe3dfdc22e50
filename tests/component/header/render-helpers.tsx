import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyMotion, MotionGlobalConfig, domAnimation } from 'framer-motion';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
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

// Panels fade and slide; in tests every animation jumps to its end on the next
// frame, so an opened panel is soon visible and a closed one soon gone (use
// `waitFor`). `MotionConfig reducedMotion` would still fade opacity, and warns.
MotionGlobalConfig.skipAnimations = true;

/** The providers the header gives its client menus (see HeaderBar). */
function Providers({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" messages={{}}>
      <LazyMotion features={domAnimation} strict>
        {children}
      </LazyMotion>
    </NextIntlClientProvider>
  );
}

/** Renders `ui` inside the header's providers and returns a user-event session with it. */
export function renderWithProviders(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Providers, ...options }) };
}
