import { describe, expect, it } from 'vitest';
import { slugify } from '@/lib/shared/slugify';

describe('slugify', () => {
  it('makes readable, accent-free slugs in all three languages', () => {
    expect(slugify('Late winner keeps Westhoek in the top four')).toBe(
      'late-winner-keeps-westhoek-in-the-top-four',
    );
    expect(slugify("L'équipe esports se qualifie !")).toBe('l-equipe-esports-se-qualifie');
    expect(slugify('  Één club, één doel  ')).toBe('een-club-een-doel');
  });
});
