import { describe, expect, it } from 'vitest';
import { dayRangeWhere, parseDayRange, startOfDay } from '@/lib/cms/collections/Submissions/day-range';

const query = (text: string) => parseDayRange(new URLSearchParams(text));

describe('an export range of days', () => {
  it('starts each day at midnight in Brussels, in winter and in summer', () => {
    expect(startOfDay('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDay('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The days the clocks change: midnight is still before the change.
    expect(startOfDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDay('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('includes both ends: from the first midnight to the midnight after the last day', () => {
    const parsed = query('from=2026-03-02&to=2026-03-31');
    expect(parsed).toEqual({ ok: true, range: { from: '2026-03-02', to: '2026-03-31' } });
    expect(dayRangeWhere('createdAt', { from: '2026-03-02', to: '2026-03-31' })).toEqual({
      and: [
        { createdAt: { greater_than_equal: '2026-03-01T23:00:00.000Z' } },
        { createdAt: { less_than: '2026-03-31T22:00:00.000Z' } },
      ],
    });
  });

  it('leaves an empty or missing end open', () => {
    expect(query('from=&to=2026-03-31')).toEqual({ ok: true, range: { to: '2026-03-31' } });
    expect(query('')).toEqual({ ok: true, range: {} });
    expect(dayRangeWhere('createdAt', {})).toEqual({ and: [] });
  });

  it.each([
    ['from=2026-02-29', 'from'],
    ['from=2026-13-01', 'from'],
    ['to=2026-3-1', 'to'],
    ['to=tomorrow', 'to'],
    ['to=2026-03-01&to=2026-03-02', 'to'],
    ['from=2026-03-02&to=2026-03-01', 'order'],
  ])('names what is wrong with %s', (text, problem) => {
    expect(query(text)).toEqual({ ok: false, problem });
  });
});
