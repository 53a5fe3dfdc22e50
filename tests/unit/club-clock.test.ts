import { describe, expect, it } from 'vitest';
import { nextClubTime } from '@/lib/cms/jobs/club-clock';

const halfPastThree = { hour: 3, minute: 30 };
const next = (after: string) => nextClubTime(halfPastThree, new Date(after)).toISOString();

describe('the club’s clock (Europe/Brussels) for nightly jobs', () => {
  it('is 03:30 later the same night, or the next night once 03:30 has passed', () => {
    expect(next('2026-11-27T01:00:00Z')).toBe('2026-11-27T02:30:00.000Z');
    expect(next('2026-11-27T02:30:00Z')).toBe('2026-11-28T02:30:00.000Z');
    expect(next('2026-11-27T14:00:00Z')).toBe('2026-11-28T02:30:00.000Z');
  });

  it('counts the day in Brussels, not in UTC', () => {
    // 00:30 on the 27th in Brussels is still the 26th in UTC.
    expect(next('2026-11-26T23:30:00Z')).toBe('2026-11-27T02:30:00.000Z');
  });

  it('follows summer time, and the nights the clocks change', () => {
    expect(next('2026-07-01T12:00:00Z')).toBe('2026-07-02T01:30:00.000Z');
    // Clocks go forward at 02:00 on 29 March 2026 and back at 03:00 on 25 October 2026.
    expect(next('2026-03-28T23:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
    expect(next('2026-10-24T22:30:00Z')).toBe('2026-10-25T02:30:00.000Z');
  });
});
