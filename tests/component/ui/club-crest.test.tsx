import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClubCrest } from '@/components/layout/ClubCrest';
import type { ClubIdentity } from '@/lib/data/club-identity';
import { neutralColours } from '@/lib/domain/club/palette';

const identity = (crest?: ClubIdentity['crest']): ClubIdentity => ({
  isSet: true,
  name: 'FC Voorbeeld',
  shortName: 'FC Voorbeeld',
  pathSegment: 'voorbeeld',
  crest,
  crestMonochrome: crest,
  colours: neutralColours,
  mail: { senderName: 'FC Voorbeeld' },
});

describe('ClubCrest', () => {
  it('shows an uploaded raster crest through the image optimizer, at the size it is drawn', () => {
    const print = { url: '/api/media/file/crest.png', alt: '', width: 2400, height: 2400 };
    render(<ClubCrest identity={identity(print)} />);
    const img = screen.getByRole('img', { name: 'FC Voorbeeld' });
    // Two candidates for the phone's 88 px, never the 2400 px file.
    const optimized = (width: number) => `/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fcrest.png&w=${width}&q=75`;
    expect(img).toHaveAttribute('srcset', `${optimized(96)} 1x, ${optimized(256)} 2x`);
    expect(img).toHaveAttribute('src', optimized(256));
    // Laid out at its drawn size (88 px on a phone is the style sheet's).
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '56');
    // The header's is on the first screen: asked for at once.
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('leaves the crest of the footer until the visitor nears it', () => {
    const crest = { url: '/api/media/file/crest.png', alt: '', width: 320, height: 320 };
    render(<ClubCrest identity={identity(crest)} size={72} lazy />);
    const img = screen.getByRole('img', { name: 'FC Voorbeeld' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '72');
  });

  it('serves an SVG crest as it is', () => {
    const svg = { url: '/api/media/file/crest.svg', alt: '', width: 64, height: 64 };
    render(<ClubCrest identity={identity(svg)} />);
    expect(screen.getByRole('img', { name: 'FC Voorbeeld' })).toHaveAttribute(
      'src',
      '/api/media/file/crest.svg',
    );
  });

  it('draws the shield with the initials when no crest is uploaded', () => {
    const { container } = render(<ClubCrest identity={identity()} />);
    expect(screen.getByRole('img', { name: 'FC Voorbeeld' }).tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('text')).toHaveTextContent('FV');
  });
});
