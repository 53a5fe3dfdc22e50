import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from '@/app/[lang]/error';
import { ErrorScreenTextsProvider, type ErrorScreenTexts } from '@/components/errors/ErrorScreenTexts';
import fr from '@/messages/fr.json';

vi.mock('next/navigation', () => import('../../support/next-navigation-mock'));

/** What the layout hands the error screens in French (see errorScreenTexts). */
const texts: ErrorScreenTexts = {
  error: { ...fr.Error, homeHref: '/fr' },
  notFound: { ...fr.NotFound, pathBefore: '', pathAfter: '', links: [] },
};

function renderError(reset = vi.fn()) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorScreenTextsProvider texts={texts}>
      <ErrorPage error={Object.assign(new Error('database is locked'), { digest: 'abc123' })} reset={reset} />
    </ErrorScreenTextsProvider>,
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

  it('turns the loading bar red and logs the error digest', () => {
    renderError();
    expect(document.documentElement).toHaveClass('loading-bar-error');
    expect(console.error).toHaveBeenCalledWith('[page error]', 'abc123');
  });
});
