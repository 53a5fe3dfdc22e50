/** The club colours (lib/demo/club-settings.ts and the site theme). */
export const NAVY = '#14213d';
export const GOLD = '#ffd13a';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A shield in the club's colours with its short name: a stand-in until real logos are uploaded. */
export function shieldSvg(shortName: string, primary: string, secondary: string): string {
  const size = shortName.length > 3 ? 62 : 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <path d="M160 16 L288 58 V156 C288 232 234 278 160 306 C86 278 32 232 32 156 V58 Z"
    fill="${primary}" stroke="${secondary}" stroke-width="14" stroke-linejoin="round"/>
  <path d="M46 196 H274" stroke="${secondary}" stroke-width="10"/>
  <text x="160" y="172" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif"
    font-weight="bold" font-size="${size}" fill="${secondary}">${escape(shortName)}</text>
</svg>`;
}

/** A neutral silhouette with initials: a stand-in until the club photographer's portraits arrive. */
export function portraitSvg(initials: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400">
  <rect width="320" height="400" fill="${NAVY}"/>
  <circle cx="160" cy="140" r="66" fill="#2a3b63"/>
  <path d="M36 400 C36 288 96 236 160 236 C224 236 284 288 284 400 Z" fill="#2a3b63"/>
  <text x="160" y="352" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif"
    font-weight="bold" font-size="64" fill="${GOLD}">${escape(initials)}</text>
  <rect y="388" width="320" height="12" fill="${GOLD}"/>
</svg>`;
}
