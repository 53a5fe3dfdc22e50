/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): the ratio of two colours' relative
 * luminance. Plain functions, no `server-only`: the CMS validates the club's colours with them
 * and the site derives its palette from the same numbers.
 */

/** `#rgb` or `#rrggbb`, the forms the colour fields accept. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** AA for body text, and for a button's label on its background. */
export const AA_TEXT_CONTRAST = 4.5;

/** The red, green and blue channels of a hex colour, 0–255. */
export function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG's relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same colour) to 21 (black on white), whichever of the two is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}
