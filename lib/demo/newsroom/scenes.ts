import { GOLD, NAVY } from '../football/images';
import { between, seeded } from '../football/random';

/** What a generated picture shows: each theme has its own composition and palette. */
export type Scene = 'match' | 'crowd' | 'training' | 'esports' | 'youth' | 'stadium' | 'studio';

const palettes: Record<Scene, [sky: string, ground: string]> = {
  match: ['#1d3557', '#2f7d32'],
  crowd: ['#0b132b', '#3a506b'],
  training: ['#5fa8d3', '#43a047'],
  esports: ['#14002e', '#3c096c'],
  youth: ['#8ecae6', '#52b788'],
  stadium: ['#264653', '#2a9d8f'],
  studio: ['#222222', '#444444'],
};

/**
 * A picture-like placeholder: a pitch or a stage, stands, figures in the club
 * colours. Drawn from `key`, so the same key always gives the same image.
 */
export function sceneSvg(scene: Scene, key: string, width = 1200, height = 800): string {
  const random = seeded(key);
  const [sky, ground] = palettes[scene];
  const horizon = Math.round(height * (0.35 + random() * 0.2));
  const stripes = Array.from({ length: 8 }, (_, i) =>
    i % 2
      ? `<rect x="${(i * width) / 8}" y="${horizon}" width="${width / 8}" height="${height - horizon}" fill="#000" opacity="0.08"/>`
      : '',
  ).join('');
  const figures = Array.from({ length: between(random, 3, 9) }, () => {
    const x = between(random, 40, width - 40);
    const y = between(random, horizon + 40, height - 60);
    const scale = 0.6 + (y - horizon) / (height - horizon);
    const shirt = random() > 0.4 ? GOLD : '#ffffff';
    return `<g transform="translate(${x} ${y}) scale(${scale.toFixed(2)})">
      <circle cy="-70" r="16" fill="#e0b48a"/><rect x="-18" y="-52" width="36" height="48" rx="8" fill="${shirt}"/>
      <rect x="-16" y="-4" width="32" height="26" fill="${NAVY}"/></g>`;
  }).join('');
  const lights = Array.from({ length: 24 }, () => {
    const x = between(random, 0, width);
    const y = between(random, 20, horizon - 20);
    return `<circle cx="${x}" cy="${y}" r="${between(random, 2, 6)}" fill="#fff" opacity="${(0.2 + random() * 0.6).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${NAVY}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>${lights}
  <rect y="${horizon - 60}" width="${width}" height="60" fill="${NAVY}" opacity="0.85"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${ground}"/>${stripes}
  <line x1="${width / 2}" y1="${horizon}" x2="${width / 2}" y2="${height}" stroke="#fff" stroke-width="4" opacity="0.6"/>
  ${figures}
  <rect y="${height - 10}" width="${width}" height="10" fill="${GOLD}"/>
</svg>`;
}
