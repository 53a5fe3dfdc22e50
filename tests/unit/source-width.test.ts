import { describe, expect, it } from 'vitest';
import { withinSourceWidth } from '@/components/ui/source-width';

const url = (w: number) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.jpg&w=${w}&q=75`;
const srcSet = (widths: number[]) => widths.map((w) => `${url(w)} ${w}w`).join(', ');
const next = { src: url(3840), srcSet: srcSet([384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]) };

describe('withinSourceWidth', () => {
  it('keeps the candidates up to the first that covers the source, and points src at it', () => {
    expect(withinSourceWidth(next, 768)).toEqual({ src: url(828), srcSet: srcSet([384, 640, 750, 828]) });
  });

  it('keeps an exact match as the last candidate', () => {
    expect(withinSourceWidth(next, 750).srcSet).toBe(srcSet([384, 640, 750]));
  });

  it('keeps every candidate for a source wider than them all', () => {
    expect(withinSourceWidth(next, 5000)).toEqual(next);
  });

  it('leaves attributes without a known width or with density descriptors alone', () => {
    expect(withinSourceWidth(next, undefined)).toBe(next);
    const dense = { src: url(96), srcSet: `${url(48)} 1x, ${url(96)} 2x` };
    expect(withinSourceWidth(dense, 40)).toBe(dense);
  });
});
