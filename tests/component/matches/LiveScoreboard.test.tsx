import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTranslations } from '#translations';
import { LiveScoreboardView } from '@/components/matches/live/LiveScoreboardView';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import type { LiveMatchState } from '@/lib/live/match-state';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { compiled } from '../../support/compiled-messages';

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
