import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrefetchOnIntent } from '@/components/app-shell/PrefetchOnIntent';

const prefetch = vi.fn();
const router = { prefetch };
vi.mock('next/navigation', () => ({ useRouter: () => router }));

/** The listener with one link of `attributes`, and that link. */
function page(attributes: Record<string, string>) {
  const { container } = render(
    <>
      <PrefetchOnIntent />
      <a {...attributes}>
        <span>Go</span>
      </a>
    </>,
  );
  return container.querySelector('a')!;
}

describe('PrefetchOnIntent', () => {
  afterEach(() => prefetch.mockClear());

  it('prefetches nothing on sight', () => {
    page({ href: '/en/news' });
    expect(prefetch).not.toHaveBeenCalled();
  });

  it.each([
    ['a pointer over it', (link: HTMLElement) => fireEvent.pointerOver(link.firstElementChild!)],
    ['keyboard focus', (link: HTMLElement) => fireEvent.focusIn(link)],
    ['a finger on it', (link: HTMLElement) => fireEvent.touchStart(link.firstElementChild!)],
  ])('prefetches a page of ours on %s', (_intent, reach) => {
    reach(page({ href: '/en/news' }));
    expect(prefetch).toHaveBeenCalledWith('/en/news');
  });

  it('asks once while the pointer moves within one link', () => {
    const link = page({ href: '/en/news' });
    fireEvent.pointerOver(link);
    fireEvent.pointerOver(link.firstElementChild!, { relatedTarget: link });
    fireEvent.pointerOver(link, { relatedTarget: link.firstElementChild });
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another site', { href: 'https://example.org/en/news' }],
    ['the page on screen', { href: window.location.pathname }],
    ['a page rendered for each request', { href: '/en/search', 'data-no-prefetch': '' }],
    ['a filter (a query)', { href: '/en/teams?team=promises' }],
    ['a file', { href: '/en/matches.ics', type: 'text/calendar' }],
    ['a download', { href: '/en/history.pdf', download: '' }],
    ['a new tab', { href: '/en/privacy-policy', target: '_blank' }],
    ['a link standing in for a button', { href: '/en/newsletter', role: 'button' }],
  ])('leaves %s alone', (_kind, attributes) => {
    fireEvent.pointerOver(page(attributes));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
