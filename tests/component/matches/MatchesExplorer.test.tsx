import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { MatchesExplorer } from '@/components/matches/MatchesExplorer';
import { parseMatchFilters } from '@/lib/domain/matches/filters';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';
import { hydrate, serverHtml } from '../../support/server-html';

/** A stand-in for Next's router: `push` renders the server's page for the URL. */
const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const messages = compiled({ Matches: en.Matches });

function Screen() {
  const [url, setUrl] = useState('/en/games');
  router.push.mockImplementation((next: string) => setUrl(next));
  const filters = parseMatchFilters(Object.fromEntries(new URL(url, 'http://site').searchParams));
  return (
    <MessagesProvider locale="en" messages={messages}>
      <MatchesExplorer basePath="/en/games" filters={filters} options={{ competitions: [], seasons: [] }}>
        <p>The server’s list for {url}</p>
      </MatchesExplorer>
    </MessagesProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  router.push.mockReset();
});

describe('MatchesExplorer', () => {
  it('navigates to the URL of the chosen filters, without scrolling, and shows the list the server renders for it', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const type = screen.getByRole('combobox', { name: en.Matches.type });

    await user.selectOptions(type, 'friendly');
    const url = '/en/games?timeframe=upcoming&type=friendly';
    expect(router.push).toHaveBeenLastCalledWith(url, { scroll: false });
    expect(screen.getByText(`The server’s list for ${url}`)).toBeInTheDocument();
    expect(type).toHaveValue('friendly');
    expect(document.getElementById('games-results')).toHaveAttribute('aria-busy', 'false');

    await user.selectOptions(screen.getByRole('combobox', { name: en.Matches.team }), 'promises');
    expect(router.push).toHaveBeenLastCalledWith('/en/games?timeframe=upcoming&team=promises&type=friendly', {
      scroll: false,
    });
  });

  it('the timeframe buttons navigate instead of submitting the form, once the script runs', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.queryByRole('button', { name: en.Matches.apply })).toBeNull();

    await user.click(screen.getByRole('button', { name: en.Matches.past }));
    expect(router.push).toHaveBeenLastCalledWith('/en/games?timeframe=past', { scroll: false });
    expect(screen.getByRole('button', { name: en.Matches.past })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a filter chosen while the page was still the server’s HTML, once its script runs', async () => {
    const container = serverHtml(<Screen />);
    const early = screen.getByRole<HTMLSelectElement>('combobox', { name: en.Matches.type });
    early.value = 'friendly';

    await hydrate(container, <Screen />);
    const url = '/en/games?timeframe=upcoming&type=friendly';
    expect(router.push).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenLastCalledWith(url, { scroll: false });
    expect(screen.getByText(`The server’s list for ${url}`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: en.Matches.type })).toHaveValue('friendly');
  });

  it('asks for nothing at hydration when no filter was changed before it', async () => {
    await hydrate(serverHtml(<Screen />), <Screen />);
    expect(router.push).not.toHaveBeenCalled();
  });
});
