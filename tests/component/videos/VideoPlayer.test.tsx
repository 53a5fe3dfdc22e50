import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { VideoPlayer } from '@/components/videos/VideoPlayer';
import type { Video } from '@/lib/data/videos';
import en from '@/messages/en.json';

const video: Video = {
  id: 1,
  title: 'Highlights: Westhoek – Leiedal',
  provider: 'youtube',
  providerId: 'abcdefghijk',
  thumbnail: { url: '/api/media/file/thumb.jpg', alt: 'Thumb', width: 1200, height: 800 },
  duration: 754,
  publishedAt: '2026-11-01T10:00:00Z',
  players: [],
  tags: ['highlights'],
};

/** Every URL the rendered markup would make the browser fetch. */
const requestedUrls = (root: HTMLElement) =>
  [...root.querySelectorAll('[src], [srcset]')].flatMap((element) => [
    element.getAttribute('src') ?? '',
    ...(element.getAttribute('srcset') ?? '').split(',').map((part) => part.trim().split(' ')[0]),
  ]);

describe('VideoPlayer', () => {
  it('asks nothing of the provider before the click, and embeds after it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={{ Videos: en.Videos }}>
        <VideoPlayer video={video} />
      </NextIntlClientProvider>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    const urls = requestedUrls(container).filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith('/'))).toBe(true);
    expect(screen.getByText('12:34')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Play: Highlights: Westhoek – Leiedal/ }));
    const frame = container.querySelector('iframe')!;
    expect(frame.src).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?autoplay=1/);
    expect(frame.title).toBe(video.title);
  });
});
