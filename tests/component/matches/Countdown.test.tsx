import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, remainingUntil } from '@/components/matches/Countdown';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import nl from '@/messages/nl.json';
import { compiled } from '../../support/compiled-messages';

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const kickoff = now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(remainingUntil(kickoff, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(remainingUntil(now, now)).toBeNull();
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const renderCountdown = (kickoff: string) =>
    render(
      <MessagesProvider locale="nl" messages={compiled({ Countdown: nl.Countdown })}>
        <Countdown kickoff={kickoff} />
      </MessagesProvider>,
    );

  it('counts down every second with localized units', () => {
    renderCountdown('2026-11-23T11:01:02Z');
    const timer = screen.getByRole('timer', { name: 'Aftrap over' });
    expect(timer).toHaveTextContent('01dag01uur01minuut02seconden');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('01dag01uur01minuut01seconde');
  });

  it('says the match has started once kick-off has passed', () => {
    renderCountdown('2026-11-22T10:00:02Z');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('De wedstrijd is begonnen')).toBeInTheDocument();
  });
});
