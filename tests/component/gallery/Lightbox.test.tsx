import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PhotoGallery } from '@/components/gallery/PhotoGallery';
import { imageAttributes } from '@/components/ui/Picture';
import type { GalleryPhoto } from '@/lib/data/news';
import { MessagesProvider } from '@/components/i18n/MessagesProvider';
import en from '@/messages/en.json';
import { compiled } from '../../support/compiled-messages';

const image = (n: number) => ({
  url: `/api/media/file/p${n}.jpg`,
  alt: `Photo ${n}`,
  width: 1200,
  height: 800,
});
const photos: GalleryPhoto[] = [1, 2, 3].map((n) => ({
  id: String(n),
  thumb: image(n),
  full: image(n),
  caption: `Caption ${n}`,
}));

const renderGallery = () =>
  render(
    <MessagesProvider locale="en" messages={compiled({ NewsDetail: en.NewsDetail })}>
      <PhotoGallery
        photos={photos}
        thumbnails={photos.map(({ thumb }) => imageAttributes({ ...thumb, src: thumb.url, alt: '' }))}
      />
    </MessagesProvider>,
  );

describe('PhotoGallery and its lightbox', () => {
  it('opens on a thumbnail, moves with the arrow keys and closes on Escape, giving focus back', async () => {
    const user = userEvent.setup();
    renderGallery();
    const second = screen.getByRole('button', { name: 'Open photo 2: Photo 2' });
    await user.click(second);
    // The viewer loads on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Photo 2 of 3');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('Photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent('Photo 1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(dialog).toHaveTextContent('Photo 3 of 3');

    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(second).toHaveFocus();
  });

  it('keeps Tab inside the open lightbox', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Open photo 1: Photo 1' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('goes to the next photo on a swipe to the left', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Open photo 1: Photo 1' }));
    const figure = (await screen.findByRole('dialog')).querySelector('figure')!;
    fireEvent.pointerDown(figure, { clientX: 300 });
    fireEvent.pointerUp(figure, { clientX: 120 });
    expect(screen.getByRole('dialog')).toHaveTextContent('Photo 2 of 3');
  });

  it('says so when photos fail to load, and retries', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery();
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while retrieving the photos');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Open photo/ })).toHaveLength(3);
  });
});
