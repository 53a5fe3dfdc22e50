import type { VideoProvider } from '@/lib/domain/videos/providers';

/**
 * The provider's player, on its privacy-friendly host where it has one. Only
 * requested after a visitor clicks play (see components/videos/VideoPlayer).
 */
export function embedUrl(provider: VideoProvider, id: string): string {
  const safe = encodeURIComponent(id);
  return provider === 'vimeo'
    ? `https://player.vimeo.com/video/${safe}?autoplay=1&dnt=1`
    : `https://www.youtube-nocookie.com/embed/${safe}?autoplay=1&rel=0`;
}

/** schema.org wants ISO 8601 durations: 754 → "PT12M34S". */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

/** A player's clock: 754 → "12:34", 3723 → "1:02:03". */
export function clockDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
