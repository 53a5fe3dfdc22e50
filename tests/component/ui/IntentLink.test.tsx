import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IntentLink } from '@/components/ui/IntentLink';

const prefetch = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

describe('IntentLink', () => {
  beforeEach(() => prefetch.mockClear());

  it('is a plain link in the HTML and prefetches nothing while merely on screen', () => {
    render(<IntentLink href="/en/news">News</IntentLink>);

    expect(screen.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/en/news');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['the pointer comes over it', (link: HTMLElement) => fireEvent.pointerEnter(link)],
    ['it takes focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['a finger touches it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('prefetches its page when %s, and still runs its own handler', (_when, reach) => {
    const onFocus = vi.fn();
    render(
      <IntentLink href="/en/news" onFocus={onFocus}>
        News
      </IntentLink>,
    );

    reach(screen.getByRole('link', { name: 'News' }));

    expect(prefetch).toHaveBeenCalledWith('/en/news');
    if (_when === 'it takes focus') expect(onFocus).toHaveBeenCalledOnce();
  });

  it('never prefetches a page rendered per request', () => {
    render(
      <IntentLink href="/en/games?timeframe=past" prefetchOnIntent={false}>
        Past
      </IntentLink>,
    );
    const link = screen.getByRole('link', { name: 'Past' });

    fireEvent.pointerEnter(link);
    fireEvent.focus(link);

    expect(prefetch).not.toHaveBeenCalled();
  });
});
