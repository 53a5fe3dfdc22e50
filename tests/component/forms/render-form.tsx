import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import type { ReactElement } from 'react';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

MotionGlobalConfig.skipAnimations = true;

export const fixtures = [
  { id: 11, label: 'KVC Westhoek – Sporting Brabant · Saturday', competition: { id: 1, name: 'League' } },
  { id: 12, label: 'KVC Westhoek – FC Kempen · Sunday', competition: { id: 2, name: 'Cup' } },
];

/** Renders a form with the English messages, as its page hands them on (ClientMessages). */
export function renderForm(ui: ReactElement) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <MessagesProvider locale="en" messages={compiled(en)}>
        {ui}
      </MessagesProvider>,
    ),
  };
}

/** A fetch that answers once `release` is called, so a test can look at the form while it sends. */
export function pendingFetch(response: () => Response) {
  let release: () => void = () => undefined;
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    return new Promise<Response>((resolve) => {
      release = () => resolve(response());
    });
  };
  return { fetch, calls, release: () => release() };
}

/**
 * Presses "Next" and waits for the step it leads to. The check behind "Next" first loads
 * the form's schema (a chunk of its own), so the step changes a moment after the click:
 * a test that pressed again before would check the same step twice.
 */
export async function pressNext(user: ReturnType<typeof renderForm>['user'], nextStep: string | RegExp) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return screen.findByRole('heading', { name: nextStep });
}
