import type { SocialNetwork } from '@/lib/data/club-settings';

/** Simple monochrome glyphs; the link around each carries the accessible name. */
const paths: Record<SocialNetwork, string> = {
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 1.8A3.2 3.2 0 0 0 3.8 7v10A3.2 3.2 0 0 0 7 20.2h10a3.2 3.2 0 0 0 3.2-3.2V7A3.2 3.2 0 0 0 17 3.8Z',
  twitter: 'M3 3h5.2l4 5.6L17 3h3l-6.4 7.3L21 21h-5.2l-4.4-6.1L6 21H3l7-8Z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3Z',
  facebook: 'M14 8V6.2c0-.8.5-1.2 1.3-1.2H17V2h-2.6C11.6 2 11 3.9 11 5.6V8H9v3h2v11h3V11h2.5L17 8Z',
  tiktok:
    'M16.5 2h-3v13.2a2.8 2.8 0 1 1-2-2.7v-3.1a5.9 5.9 0 1 0 5 5.8V8.6a7.6 7.6 0 0 0 4.5 1.4V7a4.5 4.5 0 0 1-4.5-4.5Z',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
