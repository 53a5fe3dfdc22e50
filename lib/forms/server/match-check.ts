import type { Payload } from 'payload';
import type { Locale } from '@/lib/i18n/locales';
import type { Prepared } from './handle-submission';
import { queryHomeFixtures } from '../../data/home-fixtures';

/**
 * A match picked in the form must still be an upcoming home game when the form
 * arrives (a tab left open overnight may offer yesterday's). The document keeps
 * the match as the visitor saw it, in their language.
 */
export async function withHomeFixture(
  payload: Payload,
  locale: Locale,
  data: Record<string, unknown> & { matchId: number },
): Promise<Prepared> {
  const fixtures = await queryHomeFixtures(payload, locale);
  const fixture = fixtures.find((candidate) => candidate.id === data.matchId);
  if (!fixture) return { fieldErrors: { matchId: 'matchRequired' } };
  const { matchId, website: _honeypot, ...rest } = data;
  return { document: { ...rest, match: matchId, matchLabel: fixture.label } };
}
