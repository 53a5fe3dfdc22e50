import { AA_TEXT_CONTRAST, channels, contrastRatio } from './contrast';

/**
 * The club's two brand colours as the club sets them (Club settings → Colours): the primary
 * one is the header's, the footer's and the headings' (white text sits on it, and it sits as
 * text on white); the accent marks what stands out on it (the active link, buttons, bars).
 */
export type BrandColours = { primary: string; accent: string };

/** The site's look before a club sets its own: the navy and gold the site was designed in. */
export const neutralColours: BrandColours = { primary: '#14213d', accent: '#ffd13a' };

/**
 * The CSS custom properties of the public site's palette (app/[lang]/styles/tokens.css names
 * them), rendered into each page's server HTML by the layout: a new colour reaches visitors
 * with the page, with no rebuild and no script. The two shades beside the brand colours
 * (a gradient's second stop, a hover) are derived the way the designed ones relate: the
 * primary's 10 points lighter, the accent's 17.5 darker (HSL lightness).
 */
export function paletteProperties(colours: BrandColours): Record<string, string> {
  return {
    '--brand': colours.primary.toLowerCase(),
    '--brand-2': readableLighter(colours.primary, 9.6),
    '--accent': colours.accent.toLowerCase(),
    '--accent-dark': shiftLightness(colours.accent, -17.5),
  };
}

/**
 * The declaration block of those properties. `:root:root` outweighs tokens.css's `:root`
 * wherever the stylesheet lands in the head.
 */
export function paletteCss(colours: BrandColours): string {
  const declarations = Object.entries(paletteProperties(colours))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root:root{${declarations}}`;
}

/** The darker of the light surfaces text sits on (tokens.css `--tint`; `--paper` is white). */
const TINT = '#f4f5f8';

/**
 * The primary `points` lighter, or less where that would no longer read as text on the light
 * surfaces (labels on cards use it): WCAG AA holds for the shade as for the colour itself.
 */
function readableLighter(hex: string, points: number): string {
  for (let shift = points; shift > 0; shift -= 0.5) {
    const shade = shiftLightness(hex, shift);
    if (contrastRatio(shade, TINT) >= AA_TEXT_CONTRAST) return shade;
  }
  return hex.toLowerCase();
}

function shiftLightness(hex: string, points: number): string {
  const [h, s, l] = toHsl(channels(hex));
  return toHex(fromHsl(h, s, Math.min(100, Math.max(0, l + points))));
}

function toHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === red
      ? (green - blue) / d + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / d + 2
        : (red - green) / d + 4;
  return [h * 60, s * 100, l * 100];
}

function fromHsl(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((value) => Math.round(value * 255)) as [number, number, number];
}

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** Why a pair of brand colours would fail WCAG AA on the site, or null when it passes. */
export type ColourProblem =
  { pair: 'primaryOnWhite'; ratio: number } | { pair: 'accentOnPrimary'; ratio: number };

/**
 * The two pairs the site sets text and buttons in: white on the primary colour (header,
 * footer, primary buttons) and the primary as text on white are one ratio; the accent on the
 * primary (the header's active link, buttons with primary text on the accent) the other.
 */
export function colourProblem(colours: BrandColours): ColourProblem | null {
  const onWhite = contrastRatio(colours.primary, '#ffffff');
  if (onWhite < AA_TEXT_CONTRAST) return { pair: 'primaryOnWhite', ratio: onWhite };
  const accent = contrastRatio(colours.accent, colours.primary);
  if (accent < AA_TEXT_CONTRAST) return { pair: 'accentOnPrimary', ratio: accent };
  return null;
}

/** A ratio as WCAG tools show it: rounded down to two decimals, so 4.499 never reads as 4.5. */
export const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
