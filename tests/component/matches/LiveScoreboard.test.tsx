import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import { LiveScoreboard } from '@/components/matches/live/LiveScoreboard';
import type { LiveEvent, LiveMatchState } from '@/lib/live/match-state';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

/** The browser's EventSource, as far as the island uses it: each one opened, and whether it was closed. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The server sends `state`. */
  send(state: LiveMatchState) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(state) })));
  }
}

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  FakeEventSource.opened = [];
  visibility = 'visible';
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setVisibility = (value: DocumentVisibilityState) => {
  visibility = value;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

const kickOff: LiveEvent = { id: 'e1', kind: 'kick_off', minute: 0 };
const initial: LiveMatchState = {
  matchId: '42',
  status: 'first_half',
  minute: 12,
  score: { home: 0, away: 0 },
  events: [kickOff],
  version: 7,
};
const card: LiveEvent = { id: 'e2', kind: 'yellow_card', minute: 20, side: 'away', player: 'Jan Peeters' };
const goal: LiveEvent = { id: 'e3', kind: 'goal', minute: 23, side: 'home', player: 'Lars Vermeulen' };

const renderBoard = () =>
  render(
    <MessagesProvider locale="en" messages={compiled({ LiveMatch: en.LiveMatch })}>
      <LiveScoreboard initial={initial} teams={{ home: 'KVC Westhoek', away: 'FC Oostkust' }} />
    </MessagesProvider>,
  );
const announcer = (container: HTMLElement) => container.querySelector('[aria-live]') as HTMLElement;

describe('LiveScoreboard', () => {
  it('shows the state the server rendered, and streams what is newer than its version', () => {
    renderBoard();
    expect(screen.getByText('0 – 0')).toBeInTheDocument();
    expect(screen.getByText('First half')).toBeInTheDocument();
    expect(screen.getByText('12′')).toBeInTheDocument();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/live/matches/42?since=7']);
  });

  it('shows each newer state, and announces goals only, in its one polite live region', () => {
    const { container } = renderBoard();
    const source = FakeEventSource.opened[0];
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(announcer(container)).toHaveAttribute('aria-live', 'polite');

    source.send({ ...initial, minute: 20, events: [kickOff, card], version: 8 });
    const timeline = screen.getByRole('list', { name: 'Match events' });
    expect(within(timeline).getByText(/Yellow card: Jan Peeters/)).toBeInTheDocument();
    expect(announcer(container)).toBeEmptyDOMElement();

    source.send({
      ...initial,
      minute: 23,
      score: { home: 1, away: 0 },
      events: [kickOff, card, goal],
      version: 9,
    });
    expect(screen.getByText('1 – 0')).toBeInTheDocument();
    expect(announcer(container)).toHaveTextContent(
      'Goal for KVC Westhoek: Lars Vermeulen. KVC Westhoek 1, FC Oostkust 0.',
    );

    // An older state (a message that arrived late) changes nothing.
    source.send({ ...initial, version: 8 });
    expect(screen.getByText('1 – 0')).toBeInTheDocument();
  });

  it('closes its stream while the tab is hidden and reopens it from the version on screen', () => {
    renderBoard();
    const first = FakeEventSource.opened[0];
    first.send({ ...initial, minute: 20, events: [kickOff, card], version: 8 });
    setVisibility('hidden');
    expect(first.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    setVisibility('visible');
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([
      '/api/live/matches/42?since=7',
      '/api/live/matches/42?since=8',
    ]);
    expect(FakeEventSource.opened[1].closed).toBe(false);
  });

  it('closes its stream at full time and opens none in a tab that is hidden', () => {
    visibility = 'hidden';
    renderBoard();
    expect(FakeEventSource.opened).toHaveLength(0);
    setVisibility('visible');
    const source = FakeEventSource.opened[0];
    source.send({ ...initial, status: 'full_time', minute: 90, version: 12 });
    expect(screen.getByText('Full time')).toBeInTheDocument();
    expect(source.closed).toBe(true);
    setVisibility('hidden');
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
