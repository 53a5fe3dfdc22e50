import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { LiveMatchIsland } from '@/components/matches/live/LiveMatchIsland';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import type { LiveMatchState } from '@/lib/domain/live/match-state';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

/**
 * A file of its own: its module registry has not loaded the follower's code yet when the
 * island first renders, as on a visitor's first page (LiveScoreboard.test.tsx covers the rest).
 */
const playing: LiveMatchState = {
  matchId: '42',
  status: 'first-half',
  minute: 12,
  score: { home: 0, away: 0 },
  events: [{ id: 'e1', kind: 'kick-off', minute: 0 }],
  version: 7,
};

afterEach(() => vi.unstubAllGlobals());

it('keeps the served scoreboard in place until the follower’s replaces it, once', async () => {
  const opened: string[] = [];
  vi.stubGlobal(
    'EventSource',
    class {
      onmessage = null;
      constructor(url: string) {
        opened.push(url);
      }
      close() {}
    },
  );
  const { container } = render(
    <MessagesProvider locale="en" messages={compiled({ Live: en.Live })}>
      <LiveMatchIsland
        initial={playing}
        kickoff={new Date().toISOString()}
        teams={{ home: 'Home Club', away: 'Away Club' }}
        locale="en"
      >
        <p data-testid="server-board">served</p>
      </LiveMatchIsland>
    </MessagesProvider>,
  );
  const served = screen.getByTestId('server-board');
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((seen) => records.push(...seen));
  observer.observe(container, { childList: true, subtree: true });
  await vi.waitFor(() => expect(container.querySelector('[data-live-match="42"]')).not.toBeNull());
  expect(opened).toEqual(['/api/live/matches/42?since=7']);
  records.push(...observer.takeRecords());
  observer.disconnect();
  const boards = (nodes: Node[]) =>
    nodes.filter((node) => node instanceof HTMLElement && node.dataset.testid === 'server-board');
  // React.lazy in a Suspense boundary took it down, built a second one as the fallback and
  // took that down too: three commits where one does.
  expect(boards(records.flatMap((record) => [...record.addedNodes]))).toEqual([]);
  expect(boards(records.flatMap((record) => [...record.removedNodes]))).toEqual([served]);
});
