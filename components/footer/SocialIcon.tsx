import type { SocialNetwork } from '@/lib/data/club-settings';

/**
 * A social network's monochrome glyph from the sprite `public/social-icons.svg`: the paths
 * travel once, as a cached file, instead of in every page's HTML and again in its RSC
 * payload (≈ 650 bytes gzip a page). The link around each icon carries the accessible name.
 */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="22" height="22" aria-hidden="true" focusable="false">
      <use href={`/social-icons.svg#${network}`} />
    </svg>
  );
}
