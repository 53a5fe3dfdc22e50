import type { ClubIdentity } from './identity-shape';
import type { BrandColours } from './palette';

/**
 * The letters on the drawn crest of a club without an uploaded one: the initials of its
 * short name's words, at most three ("Our club" → "OC", "FC Voorbeeld" → "FV").
 */
export function crestInitials(shortName: string): string {
  return shortName
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * The drawn shield as a file, without letters (too small to read in a browser tab): the
 * site's icon (app/crest.svg) when no crest is uploaded.
 */
export function drawnCrestSvg({ primary, accent }: BrandColours): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<path d="M32 2 58 10v22c0 15-11 25-26 30C17 57 6 47 6 32V10Z" fill="${primary}"/>` +
    `<path d="M32 7 53 13.5V32c0 12-8.7 20.3-21 24.7C19.7 52.3 11 44 11 32V13.5Z" fill="${accent}"/>` +
    `<path d="M32 12 48 17v15c0 9.5-6.6 16.3-16 20-9.4-3.7-16-10.5-16-20V17Z" fill="${primary}"/>` +
    '</svg>'
  );
}

/** The drawn shield's address (app/crest.svg), in the club's colours. */
export const DRAWN_CREST_PATH = '/crest.svg';

/**
 * The site's icon (browser tab, home screen, structured data): the one-colour crest the club
 * uploaded, else its crest, else the drawn shield.
 */
export function siteIconPath(identity: Pick<ClubIdentity, 'crestMonochrome'>): string {
  return identity.crestMonochrome?.url ?? DRAWN_CREST_PATH;
}
