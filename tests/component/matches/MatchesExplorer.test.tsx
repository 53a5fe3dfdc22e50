import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchesExplorer, type ExplorerLabels } from '@/components/matches/MatchesExplorer';
import type { Match } from '@/lib/data/matches';
import type { MatchFilters } from '@/lib/matches/filters';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

// The module the explorer loads on the first change: answers are released by each test.
const pending = new Map<string, (matches: Match[]) => void>();
vi.mock('@/components/matches/on-demand-matches', () => ({
  fetchMatches: (_locale: string, filters: MatchFilters) =>
    new Promise<Match[]>((resolve) => pending.set(filters.type ?? 'all', resolve)),
  BrowserMatchList: ({ matches }: { matches: Match[] }) => (
    <ol>
      {matches.map((match) => (
        <li key={match.id}>{match.venue}</li>
      ))}
    </ol>
  ),
}));

const labels: ExplorerLabels = {
  ...en.Matches,
  noUpcoming: en.Empty.noUpcomingMatches,
  noPast: en.Empty.noPastMatches,
};

const listed = (venue: string) => [{ id: venue.length, venue } as Match];

function renderExplorer() {
  render(
    <MatchesExplorer
      locale="en"
      messages={compiled({ Matches: en.Matches })}
      basePath="/en/games"
      initialFilters={{ timeframe: 'upcoming', team: 'first_team' }}
      options={{ competitions: [], seasons: [] }}
      labels={labels}
    >
      <p>The server’s list</p>
    </MatchesExplorer>,
  );
  return screen.getByRole('combobox', { name: en.Matches.type });
}

async function released(type: string, matches: Match[]) {
  await waitFor(() => expect(pending.has(type)).toBe(true));
  await act(async () => pending.get(type)!(matches));
}

afterEach(() => pending.clear());

describe('MatchesExplorer', () => {
  it('keeps the list on screen until the next arrives, and drops a late answer for filters left behind', async () => {
    const user = userEvent.setup();
    const type = renderExplorer();
    const results = document.getElementById('games-results')!;

    await user.selectOptions(type, 'friendly');
    await waitFor(() => expect(pending.has('friendly')).toBe(true));
    expect(window.location.search).toBe('?timeframe=upcoming&type=friendly');
    expect(results).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('The server’s list')).toBeInTheDocument();

    await user.selectOptions(type, 'competition');
    await released('competition', listed('Cup final ground'));
    expect(await screen.findByText('Cup final ground')).toBeInTheDocument();
    expect(results).toHaveAttribute('aria-busy', 'false');

    await released('friendly', listed('Friendly ground'));
    expect(screen.queryByText('Friendly ground')).toBeNull();
    expect(screen.getByText('Cup final ground')).toBeInTheDocument();
  });

  it('shows the server’s list again, without a request, when the filters come back to it', async () => {
    const user = userEvent.setup();
    const type = renderExplorer();

    await user.selectOptions(type, 'friendly');
    await released('friendly', listed('Friendly ground'));
    expect(await screen.findByText('Friendly ground')).toBeInTheDocument();

    pending.clear();
    await user.selectOptions(type, '');
    expect(await screen.findByText('The server’s list')).toBeInTheDocument();
    expect(screen.queryByText('Friendly ground')).toBeNull();
    expect(pending.size).toBe(0);
  });
});
