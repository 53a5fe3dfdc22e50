import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translationsFor } from '#translations';
import { LiveMatchIsland } from '@/components/matches/live/LiveMatchIsland';
import { LiveScoreboardView } from '@/components/matches/live/LiveScoreboardView';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import type { LiveEvent, LiveMatchState } from '@/lib/domain/live/match-state';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { compiled } from '../../support/compiled-messages';
import type { liveMatchWords } from '@/components/matches/words';

const useTranslations = translationsFor<typeof liveMatchWords>();

const teams = { home: 'KVC Westhoek', away: 'Sporting Brabant' };

const state: LiveMatchState = {
  matchId: '9',
  status: 'first-half',
  minute: 47,
  score: { home: 2, away: 1 },
  version: 12,
  events: [
    { id: 'k', minute: 0, kind: 'kick-off' },
    {
      id: 'g1',
      minute: 12,
      kind: 'goal',
      scorer: 'Lena Maes',
      assist: 'Noor Peeters',
      penalty: false,
      ownGoal: false,
      side: 'home',
    },
    { id: 'y', minute: 27, kind: 'yellow-card', player: 'Jonas Claes', side: 'away' },
    {
      id: 'g2',
      minute: 33,
      kind: 'goal',
      scorer: 'Milan Wouters',
      penalty: true,
      ownGoal: false,
      side: 'away',
    },
    {
      id: 'og',
      minute: 40,
      kind: 'goal',
      scorer: 'Arne Peeters',
      penalty: false,
      ownGoal: true,
      side: 'away',
    },
    { id: 's', minute: 44, kind: 'substitution', playerIn: 'Ada In', playerOut: 'Bo Out', side: 'home' },
    { id: 'a', minute: 45, kind: 'added-time', minutes: 2 },
    { id: 't', minute: 46, kind: 'text', text: { en: 'Rain', nl: 'Regen', fr: 'Pluie' } },
  ],
};

/** As the browser's live island renders it: the view with `#translations`' words. */
function Island({ state: value, locale }: { state: LiveMatchState; locale: 'en' | 'fr' }) {
  const t = useTranslations('Live');
  return <LiveScoreboardView state={value} locale={locale} teams={teams} t={t} />;
}

const inLocale = (locale: 'en' | 'fr', value: LiveMatchState) => (
  <MessagesProvider locale={locale} messages={compiled({ Live: (locale === 'en' ? en : fr).Live })}>
    <Island state={value} locale={locale} />
  </MessagesProvider>
);

const renderIn = (locale: 'en' | 'fr', value: LiveMatchState) => render(inLocale(locale, value));

describe('LiveScoreboardView', () => {
  it('shows the score, the status with the added-time minute and the timeline, newest first', () => {
    renderIn('en', state);
    const board = screen.getByRole('region', { name: 'KVC Westhoek – Sporting Brabant: score and events' });
    expect(board).toHaveAttribute('data-live-match', '9');
    expect(board).toHaveAttribute('data-live-version', '12');
    expect(within(board).getByRole('img', { name: 'KVC Westhoek 2, Sporting Brabant 1' })).toHaveTextContent(
      '2 – 1',
    );
    expect(board).toHaveTextContent('LiveFirst half45+2′');
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '46′Rain',
      '45′2 minutes added',
      '44′Substitution for KVC Westhoek: Ada In on, Bo Out off',
      '40′Own goal by Arne Peeters, goal for KVC Westhoek',
      '33′Penalty goal for Sporting Brabant: Milan Wouters',
      '27′Yellow card for Jonas Claes (Sporting Brabant)',
      '12′Goal for KVC Westhoek: Lena Maes (assist: Noor Peeters)',
      'Kick-off',
    ]);
  });

  it('speaks the page’s language, text lines included', () => {
    renderIn('fr', state);
    expect(screen.getByRole('list', { name: 'Chronologie' })).toHaveTextContent('46′Pluie');
    expect(screen.getByText('Première mi-temps')).toBeVisible();
  });

  it('shows no score before kick-off and no live badge after the whistle', () => {
    const { rerender } = renderIn('en', {
      ...state,
      status: 'not-started',
      minute: null,
      events: [],
      score: { home: 0, away: 0 },
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Not started')).toBeVisible();
    rerender(inLocale('en', { ...state, status: 'full-time', minute: null }));
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.getByText('Full time')).toBeVisible();
    expect(screen.getByRole('img', { name: 'KVC Westhoek 2, Sporting Brabant 1' })).toBeVisible();
  });
});

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
  /** The server sends `value`. */
  send(value: LiveMatchState) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(value) })));
  }
}

describe('LiveMatchIsland', () => {
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
    vi.useRealTimers();
  });
  const setVisibility = (value: DocumentVisibilityState) => {
    visibility = value;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  const kickOff: LiveEvent = { id: 'e1', kind: 'kick-off', minute: 0 };
  const playing: LiveMatchState = {
    matchId: '42',
    status: 'first-half',
    minute: 12,
    score: { home: 0, away: 0 },
    events: [kickOff],
    version: 7,
  };
  const card: LiveEvent = { id: 'e2', kind: 'yellow-card', minute: 20, side: 'away', player: 'Jan Peeters' };
  const goal: LiveEvent = {
    id: 'e3',
    kind: 'goal',
    minute: 23,
    side: 'home',
    scorer: 'Lars Vermeulen',
    penalty: false,
    ownGoal: false,
  };
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

  /** The island as the page renders it: the server's scoreboard inside, its words around. */
  const renderIsland = (initial: LiveMatchState, kickoff = new Date().toISOString(), waiting = false) =>
    render(
      <MessagesProvider locale="en" messages={compiled({ Live: en.Live })}>
        <LiveMatchIsland initial={initial} kickoff={kickoff} teams={teams} locale="en" waiting={waiting}>
          {waiting ? null : <p data-testid="server-board">served</p>}
        </LiveMatchIsland>
      </MessagesProvider>,
    );
  const opened = async (count = 1) => {
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(count));
    return FakeEventSource.opened[count - 1];
  };
  const announcer = (container: HTMLElement) => container.querySelector('[aria-live]') as HTMLElement;

  it('streams what is newer than the served version, and announces goals only, in its one polite region', async () => {
    const { container } = renderIsland(playing);
    expect(screen.getByTestId('server-board')).toBeInTheDocument();
    const source = await opened();
    expect(source.url).toBe('/api/live/matches/42?since=7');
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(announcer(container)).toHaveAttribute('aria-live', 'polite');

    source.send({ ...playing, minute: 20, events: [kickOff, card], version: 8 });
    const timeline = screen.getByRole('list', { name: 'Timeline' });
    expect(within(timeline).getByText('Yellow card for Jan Peeters (Sporting Brabant)')).toBeInTheDocument();
    // The new line is marked for its one-off highlight (shown only to visitors who allow motion).
    expect(within(timeline).getAllByRole('listitem')[0].className).toMatch(/fresh/);
    expect(announcer(container)).toBeEmptyDOMElement();

    source.send({ ...playing, score: { home: 1, away: 0 }, events: [kickOff, card, goal], version: 9 });
    expect(screen.getByRole('img', { name: 'KVC Westhoek 1, Sporting Brabant 0' })).toHaveTextContent(
      '1 – 0',
    );
    expect(announcer(container)).toHaveTextContent(
      'Goal for KVC Westhoek: Lars Vermeulen. KVC Westhoek 1, Sporting Brabant 0.',
    );

    // An older state (a message that arrived late) changes nothing.
    source.send({ ...playing, version: 8 });
    expect(screen.getByRole('img', { name: 'KVC Westhoek 1, Sporting Brabant 0' })).toBeInTheDocument();
  });

  it('closes its stream while the tab is hidden and reopens it from the version on screen', async () => {
    renderIsland(playing);
    const first = await opened();
    first.send({ ...playing, events: [kickOff, card], version: 8 });
    setVisibility('hidden');
    expect(first.closed).toBe(true);
    setVisibility('visible');
    expect((await opened(2)).url).toBe('/api/live/matches/42?since=8');
  });

  it('closes its stream at full time', async () => {
    renderIsland(playing);
    const source = await opened();
    source.send({ ...playing, status: 'full-time', minute: null, version: 12 });
    expect(screen.getByText('Full time')).toBeVisible();
    expect(source.closed).toBe(true);
  });

  it('holds no connection for a match whose day has not come, and opens one shortly before kick-off', async () => {
    const notStarted: LiveMatchState = { ...playing, status: 'not-started', minute: null, events: [] };
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    renderIsland(notStarted, inAnHour());
    await act(() => vi.advanceTimersByTimeAsync(30 * 60_000));
    expect(FakeEventSource.opened).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(20 * 60_000));
    vi.useRealTimers();
    expect((await opened()).url).toBe('/api/live/matches/42?since=7');
  });

  it('waiting (home’s next match): shows nothing until the match starts, then its scoreboard', async () => {
    const notStarted: LiveMatchState = { ...playing, status: 'not-started', minute: null, events: [] };
    const { container } = renderIsland(notStarted, new Date().toISOString(), true);
    const source = await opened();
    expect(container.querySelector('[data-live-match]')).toBeNull();
    source.send({ ...playing, version: 8 });
    expect(container.querySelector('[data-live-match="42"]')).toHaveTextContent('First half');
  });
});
