import { imageAttributes } from '@/components/ui/Picture';
import type { ClubIdentity } from '@/lib/data/club-identity';
import { crestInitials } from '@/lib/domain/club/crest';
import styles from './ClubCrest.module.css';

type Props = {
  identity: ClubIdentity;
  size?: number;
  /** The header shows the one-colour crest when the club has one (Club settings). */
  variant?: 'colour' | 'monochrome';
  /** Below the first screen (the footer's): fetched when the visitor nears it. */
  lazy?: boolean;
};

/** On a phone the crest is drawn at 88 px whatever its size elsewhere (ClubCrest.module.css). */
const PHONE_SIZE = 88;

/**
 * The club's crest as uploaded in Club settings, at a fixed size so nothing moves when it
 * loads, through the image optimizer at the size it is shown: a club's upload can be a
 * print-sized file, and the header's crest is on every page. Without one, a shield drawn
 * inline in the club's colours with its initials: a new site needs no image and no request
 * for it.
 */
export function ClubCrest({ identity, size = 56, variant = 'colour', lazy = false }: Props) {
  const crest = variant === 'monochrome' ? identity.crestMonochrome : identity.crest;
  if (crest) {
    // Density candidates (1x, 2x) for the larger of its two sizes, the phone's: two URLs in
    // the page, where `sizes` would list every width up to the file's.
    const attributes = imageAttributes({
      src: crest.url,
      alt: identity.name,
      width: PHONE_SIZE,
      height: PHONE_SIZE,
      loading: lazy ? 'lazy' : 'eager',
      className: `${styles.crest} ${styles.uploaded}`,
    });
    return <img {...attributes} alt={identity.name} width={size} height={size} />;
  }
  return (
    <svg
      className={styles.crest}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={identity.name}
    >
      <path d="M32 2 58 10v22c0 15-11 25-26 30C17 57 6 47 6 32V10Z" style={{ fill: 'var(--brand)' }} />
      <path
        d="M32 7 53 13.5V32c0 12-8.7 20.3-21 24.7C19.7 52.3 11 44 11 32V13.5Z"
        style={{ fill: 'var(--accent)' }}
      />
      <path
        d="M32 12 48 17v15c0 9.5-6.6 16.3-16 20-9.4-3.7-16-10.5-16-20V17Z"
        style={{ fill: 'var(--brand)' }}
      />
      <text
        x="32"
        y="38"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        style={{ fill: 'var(--accent)' }}
        fontFamily="system-ui, sans-serif"
      >
        {crestInitials(identity.shortName)}
      </text>
    </svg>
  );
}
