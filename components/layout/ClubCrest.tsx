import { club } from '@/lib/club.mjs';
import styles from './ClubCrest.module.css';

/** The club crest, drawn inline so the header needs no image request. */
export function ClubCrest({ size = 56 }: { size?: number }) {
  return (
    <svg
      className={styles.crest}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role="img"
      aria-label={club.name}
    >
      <path d="M32 2 58 10v22c0 15-11 25-26 30C17 57 6 47 6 32V10Z" fill="#14213d" />
      <path d="M32 7 53 13.5V32c0 12-8.7 20.3-21 24.7C19.7 52.3 11 44 11 32V13.5Z" fill="#ffd13a" />
      <path d="M32 12 48 17v15c0 9.5-6.6 16.3-16 20-9.4-3.7-16-10.5-16-20V17Z" fill="#14213d" />
      <text
        x="32"
        y="38"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#ffd13a"
        fontFamily="system-ui, sans-serif"
      >
        KVC
      </text>
    </svg>
  );
}
