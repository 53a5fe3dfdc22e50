import { describe, expect, it } from 'vitest';
import { mergedSessions, type Session } from '@/lib/cms/whole-sessions';

const later = new Date(Date.now() + 3_600_000).toISOString();
const evenLater = new Date(Date.now() + 7_200_000).toISOString();
const earlier = new Date(Date.now() - 1_000).toISOString();
const session = (id: string, expiresAt = later): Session => ({ id, expiresAt });
const ids = (sessions: Session[]) => sessions.map((each) => each.id).sort();

describe('an account’s sessions after a write, merged with what others wrote meanwhile', () => {
  it('a sign-in adds its session beside one another sign-in added after it read', () => {
    const merged = mergedSessions(
      new Set(['a']),
      [session('a'), session('mine')],
      [session('a'), session('theirs')],
    );
    expect(ids(merged)).toEqual(['a', 'mine', 'theirs']);
  });

  it('a sign-out removes its own session and keeps one signed in meanwhile', () => {
    const merged = mergedSessions(
      new Set(['a', 'out']),
      [session('a')],
      [session('a'), session('out'), session('new')],
    );
    expect(ids(merged)).toEqual(['a', 'new']);
  });

  it('a session another request signed out meanwhile is not brought back', () => {
    const merged = mergedSessions(
      new Set(['a', 'gone']),
      [session('a'), session('gone'), session('mine')],
      [session('a')],
    );
    expect(ids(merged)).toEqual(['a', 'mine']);
  });

  it('a refresh renews its session; expired ones go', () => {
    const merged = mergedSessions(
      new Set(['a', 'old']),
      [session('a', evenLater), session('old', earlier)],
      [session('a'), session('old', earlier)],
    );
    expect(merged).toEqual([session('a', evenLater)]);
  });
});
