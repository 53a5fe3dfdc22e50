import type { ClubIdentity } from '@/lib/data/club-identity';
import { crestInitials } from '@/lib/domain/club/crest';
import styles from './ClubCrest.module.css';

type Props = {
  identity: ClubIdentity;
  size?: number;
  /** The header shows the one-colour crest when the club has one (Club settings). */
  variant?: 'colour' | 'monochrome';
};

/**
 * The club's crest as uploaded in Club settings, at a fixed size so nothing moves when it
 * loads. Without one, a shield drawn inline in the club's colours with its initials: a new
 * site needs no image and no request for it.
 */
export function ClubCrest({ identity, size = 56, variant = 'colour' }: Props) {
  const crest = variant === 'monochrome' ? identity.crestMonochrome : identity.crest;
  if (crest) {
    return (
      <img
        className={`${styles.crest} ${styles.uploaded}`}
        src={crest.url}
        width={size}
        height={size}
        alt={identity.name}
        decoding="async"
      />
    );
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
