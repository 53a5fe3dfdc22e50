import type { Payload } from 'payload';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { Prepared } from './handle-submission';
import { queryHomeFixtures } from '../../data/home-fixtures';

/**
 * A match picked in the form (its `match` field, `field`) must still be an upcoming home
 * game when the form arrives (a tab left open overnight may offer yesterday's). The
 * document keeps the match as a relation and as the visitor saw it, in their language
 * (lib/cms/collections/Submissions/fields-from-description.ts stores both).
 */
export async function withHomeFixture(
  payload: Payload,
  locale: Locale,
  data: Record<string, unknown>,
  field: string,
): Promise<Prepared> {
  const fixtures = await queryHomeFixtures(payload, locale);
  const fixture = fixtures.find((candidate) => candidate.id === data[field]);
  if (!fixture) return { fieldErrors: { [field]: 'matchRequired' } };
  const { [field]: match, website: _honeypot, ...rest } = data;
  return { document: { ...rest, match, matchLabel: fixture.label } };
}
