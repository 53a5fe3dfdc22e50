import type { Media } from '@/lib/generated/payload-types';

export type Image = { url: string; alt: string; width: number; height: number };

type ImageSize = 'thumbnail' | 'card' | 'hero';

/**
 * Payload writes absolute URLs when it has a serverURL; the site serves the files
 * itself, so keep the path: it works on any host and port, and next/image
 * optimizes it as a local image.
 */
function sitePath(url: string): string {
  return url.startsWith('/') ? url : new URL(url).pathname;
}

/** An uploaded image as the site shows it, at one of the generated sizes when there is one. */
export function toImage(media: number | Media | null | undefined, size?: ImageSize): Image | null {
  if (!media || typeof media === 'number' || !media.url) return null;
  const sized = size ? media.sizes?.[size] : undefined;
  if (sized?.url && sized.width && sized.height) {
    return { url: sitePath(sized.url), alt: media.alt, width: sized.width, height: sized.height };
  }
  return { url: sitePath(media.url), alt: media.alt, width: media.width ?? 400, height: media.height ?? 400 };
}
