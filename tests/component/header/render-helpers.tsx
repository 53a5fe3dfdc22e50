import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

/** The header's words in English, as SiteHeader's ClientMessages hands them on. */
export const labels = en.Header;

const messages = compiled({ Header: en.Header });

function WithHeaderMessages({ children }: { children: ReactNode }) {
  return (
    <MessagesProvider locale="en" messages={messages}>
      {children}
    </MessagesProvider>
  );
}

/** Renders `ui` inside the header's messages and returns a user-event session with it. */
export function renderWithUser(ui: ReactElement, options: RenderOptions = {}) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: WithHeaderMessages, ...options }) };
}
