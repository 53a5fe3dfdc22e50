import { GOLD, NAVY } from '../football/images';

/** Binkie, the yellow lion, waving in the club shirt: the mascot page's picture. */
export function mascotSvg(width = 1200, height = 800): string {
  const mane = Array.from({ length: 16 }, (_, i) => {
    const angle = (i / 16) * Math.PI * 2;
    const x = 600 + Math.cos(angle) * 150;
    const y = 300 + Math.sin(angle) * 150;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="62" fill="#e08a00"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800">
  <rect width="1200" height="800" fill="#8ecae6"/>
  <rect y="560" width="1200" height="240" fill="#52b788"/>
  <rect x="420" y="430" width="360" height="300" rx="60" fill="${GOLD}"/>
  <rect x="420" y="640" width="360" height="90" fill="${NAVY}"/>
  <text x="600" y="580" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold"
    font-size="96" fill="${NAVY}">22</text>
  <rect x="760" y="300" width="70" height="200" rx="35" fill="${GOLD}" transform="rotate(-30 795 480)"/>
  <rect x="370" y="450" width="70" height="200" rx="35" fill="${GOLD}" transform="rotate(20 405 450)"/>
  ${mane}
  <circle cx="600" cy="300" r="150" fill="${GOLD}"/>
  <circle cx="545" cy="270" r="16" fill="${NAVY}"/><circle cx="655" cy="270" r="16" fill="${NAVY}"/>
  <ellipse cx="600" cy="335" rx="34" ry="24" fill="#7a3e00"/>
  <path d="M560 375 Q600 410 640 375" stroke="${NAVY}" stroke-width="10" fill="none" stroke-linecap="round"/>
  <rect y="790" width="1200" height="10" fill="${GOLD}"/>
</svg>`;
}
