import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[lang]/error';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import fr from '@/messages/fr.json';
import { compiled } from '../../support/compiled-messages';

vi.mock('next/navigation', () => import('../../support/next-navigation-mock'));

/** What the layout's ClientMessages hands the error screens in French. */
const messages = compiled({ Error: fr.Error, NotFound: fr.NotFound });

const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });

// jsdom's Blob has no text().
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

function renderError(reset = vi.fn()) {
  render(
    <MessagesProvider locale="fr" messages={messages}>
      <ErrorPage error={Object.assign(new Error('database is locked'), { digest: 'abc123' })} reset={reset} />
    </MessagesProvider>,
  );
  return reset;
}

describe('the error page', () => {
  it('apologises in the visitor’s language without showing the error itself', () => {
    renderError();
    expect(screen.getByRole('alert')).toHaveTextContent(fr.Error.title);
    expect(screen.queryByText(/database is locked/)).not.toBeInTheDocument();
  });

  it('offers a retry and the way home', async () => {
    const reset = renderError();
    await userEvent.click(screen.getByRole('button', { name: fr.Error.retry }));
    expect(reset).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: fr.Error.home })).toHaveAttribute('href', '/fr');
  });

  it('turns the loading bar red and reports the error by its digest only', async () => {
    sendBeacon.mockClear();
    renderError();
    expect(document.documentElement).toHaveClass('loading-bar-error');
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0];
    expect(url).toBe('/api/client-errors');
    expect(JSON.parse(await textOf(body))).toEqual({ screen: 'page', digest: 'abc123', path: '/' });
  });
});
