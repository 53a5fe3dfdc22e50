import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '@/lib/domain/club/contrast';
import {
  colourProblem,
  formatRatio,
  neutralColours,
  paletteCss,
  paletteProperties,
} from '@/lib/domain/club/palette';

describe('WCAG contrast', () => {
  it('runs from 1 for one colour to 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#14213d', '#14213d')).toBe(1);
  });

  it('matches the published figures: #767676 is the lightest grey that passes 4.5:1 on white', () => {
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47');
  });
});

describe('a pair of brand colours', () => {
  it('passes for the designed navy and gold', () => {
    expect(colourProblem(neutralColours)).toBeNull();
  });

  it('is refused when white text on the primary colour fails AA', () => {
    expect(colourProblem({ primary: '#ffd13a', accent: '#14213d' })).toMatchObject({
      pair: 'primaryOnWhite',
    });
  });

  it('is refused when the accent on the primary colour fails AA', () => {
    const problem = colourProblem({ primary: '#14213d', accent: '#1f3163' });
    expect(problem).toMatchObject({ pair: 'accentOnPrimary' });
    expect(problem!.ratio).toBeLessThan(4.5);
  });

  it('becomes the page’s custom properties, with the designed shades from the designed pair', () => {
    const palette = paletteProperties(neutralColours);
    expect(palette['--brand']).toBe('#14213d');
    expect(palette['--accent']).toBe('#ffd13a');
    // The derived shades land within a few steps of the hand-picked #1f3163 and #e0ac00.
    for (const [derived, designed] of [
      [palette['--brand-2'], '#1f3163'],
      [palette['--accent-dark'], '#e0ac00'],
    ]) {
      expect(contrastRatio(derived!, designed!)).toBeLessThan(1.08);
    }
    expect(paletteCss({ primary: '#7A0019', accent: '#FFCC33' })).toMatch(
      /^:root:root\{--brand:#7a0019;--brand-2:#[0-9a-f]{6};--accent:#ffcc33;--accent-dark:#[0-9a-f]{6}\}$/,
    );
  });

  it('keeps the lighter shade of any accepted primary readable as text on the light surfaces', () => {
    // A pine green passes AA on white, but 9.6 points lighter it did not on the tint (#f4f5f8),
    // where the news cards write their kind in it.
    for (const primary of ['#0b5d3b', '#14213d', '#7a0019', '#595959', '#0050a0']) {
      const shade = paletteProperties({ primary, accent: '#ffffff' })['--brand-2']!;
      expect(contrastRatio(shade, '#f4f5f8'), primary).toBeGreaterThanOrEqual(4.5);
    }
  });
});
