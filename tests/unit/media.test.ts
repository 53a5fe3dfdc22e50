import { describe, expect, it } from 'vitest';
import type { Media } from '@/lib/generated/payload-types';
import { toImage } from '@/lib/domain/content/image';

const media = {
  id: 1,
  alt: 'Portrait of Seydou Touré',
  url: 'http://localhost:3000/api/media/file/portrait.png',
  width: 600,
  height: 750,
  sizes: {
    card: { url: 'http://localhost:3000/api/media/file/portrait-768x960.png', width: 768, height: 960 },
  },
  updatedAt: '',
  createdAt: '',
} as unknown as Media;

describe('toImage', () => {
  it('keeps only the path of the CMS URL, so it works on any host', () => {
    expect(toImage(media)).toEqual({
      url: '/api/media/file/portrait.png',
      alt: media.alt,
      width: 600,
      height: 750,
    });
  });

  it('prefers a generated size when asked for one', () => {
    expect(toImage(media, 'card')?.url).toBe('/api/media/file/portrait-768x960.png');
    expect(toImage(media, 'hero')?.url).toBe('/api/media/file/portrait.png');
  });

  it('is null without an uploaded, populated image', () => {
    expect(toImage(null)).toBeNull();
    expect(toImage(3)).toBeNull();
  });
});
