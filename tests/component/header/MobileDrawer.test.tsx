import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { MobileDrawer } from '@/components/header/MobileDrawer';
import type { MenuItem } from '@/lib/domain/navigation/menu-types';
import { labels, renderWithUser } from './render-helpers';

vi.mock('next/navigation', () => import('../../support/next-navigation-mock'));

const sections: MenuItem[] = [
  {
    label: 'Club',
    isDropdown: true,
    items: [
      { label: 'History', to: '/en/history' },
      { label: 'Stadium', to: '/en/stadium' },
    ],
  },
  {
    label: 'Teams',
    isDropdown: true,
    items: [
      { label: 'First team', to: '/en/first-team' },
      { label: 'Youth', isDropdown: true, items: [{ label: 'Under 21', to: '/en/u21' }] },
    ],
  },
  {
    label: 'Matches',
    isDropdown: true,
    items: [{ label: 'Results', to: '/en/matches', scrollTarget: 'games-results' }],
  },
];

const links: MenuItem[] = [
  { label: 'News', to: '/en/news', scrollTarget: 'news-results' },
  { label: 'Academy', to: 'https://academy.example.com/', external: true, newTab: true },
];

/** The header's side of the drawer: a menu button that opens it, and `onClose` closing it. */
function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open menu
      </button>
      <MobileDrawer
        locale="en"
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        sections={sections}
        links={links}
      />
    </>
  );
}

async function openDrawer() {
  const onClose = vi.fn();
  const view = renderWithUser(<Harness onClose={onClose} />);
  await view.user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: labels.mobileMenu }) };
}

const sectionButton = (name: string) => screen.getByRole('button', { name });

/** jsdom cannot navigate; keep the click but drop the page load. */
function withoutNavigation(link: HTMLElement) {
  link.addEventListener('click', (event) => event.preventDefault());
  return link;
}

// jsdom has no layout, so every `offsetParent` is null; the focus trap reads it
// to skip hidden elements. Everything rendered here is visible.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('MobileDrawer', () => {
  it('is a labelled modal dialog that takes focus when it opens', async () => {
    const { dialog } = await openDrawer();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('navigation', { name: labels.language })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /English/ })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: /English/ })).toHaveAttribute('aria-current', 'true');
    expect(sectionButton('Club')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one accordion section at a time', async () => {
    const { user } = await openDrawer();

    await user.click(sectionButton('Club'));
    expect(sectionButton('Club')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/en/history');
    expect(sectionButton('Club')).toHaveAttribute(
      'aria-controls',
      screen.getByRole('link', { name: 'History' }).closest('div')?.id,
    );

    await user.click(sectionButton('Teams'));
    expect(sectionButton('Teams')).toHaveAttribute('aria-expanded', 'true');
    expect(sectionButton('Club')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
    // A sub-menu inside a section is listed in place, under its title.
    expect(screen.getByText('Youth')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Under 21' })).toBeInTheDocument();

    await user.click(sectionButton('Teams'));
    expect(sectionButton('Teams')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'First team' })).not.toBeInTheDocument();
  });

  it("collapses a section with its Back button and returns focus to the section's button", async () => {
    const { user } = await openDrawer();
    await user.click(sectionButton('Teams'));

    await user.click(screen.getByRole('button', { name: /Back/ }));

    expect(sectionButton('Teams')).toHaveAttribute('aria-expanded', 'false');
    expect(sectionButton('Teams')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'First team' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user, onClose } = await openDrawer();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, onClose } = await openDrawer();

    await user.click(screen.getByRole('button', { name: labels.closeMenu }));

    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Tab and Shift+Tab inside the drawer', async () => {
    const { user, dialog } = await openDrawer();
    const first = within(dialog).getByRole('link', { name: /English/ });
    const last = within(dialog).getByRole('link', { name: /^Academy/ });

    last.focus();
    await user.tab();
    expect(first).toHaveFocus();

    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    // In between, Tab moves on as usual.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'News' })).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const { user, onClose } = await openDrawer();
    await user.click(sectionButton('Club'));

    await user.click(withoutNavigation(screen.getByRole('link', { name: 'Stadium' })));

    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when a language is chosen', async () => {
    const { user, onClose, dialog } = await openDrawer();

    await user.click(withoutNavigation(within(dialog).getByRole('link', { name: /Nederlands/ })));

    expect(onClose).toHaveBeenCalledOnce();
  });

  describe('a link to a results section', () => {
    function placeResults(id: string, top: number) {
      const section = document.createElement('section');
      section.id = id;
      section.getBoundingClientRect = () => ({ top }) as DOMRect;
      document.body.append(section);
    }

    function reduceMotion(reduce: boolean) {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
      );
    }

    /**
     * Clicks with fake timers running. (user-event's wrapper waits on a real
     * `setTimeout` that Vitest's fake timers would hold, so the click is a plain event.)
     */
    function clickWithFakeTimers(link: HTMLElement) {
      vi.useFakeTimers();
      fireEvent.click(withoutNavigation(link));
    }

    beforeEach(() => {
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    });
    afterEach(() => document.querySelectorAll('section').forEach((element) => element.remove()));

    it('brings the games results under the header 2500 ms after the click', async () => {
      reduceMotion(true);
      placeResults('games-results', 1000);
      const { user, onClose } = await openDrawer();
      await user.click(sectionButton('Matches'));

      clickWithFakeTimers(screen.getByRole('link', { name: 'Results' }));
      expect(onClose).toHaveBeenCalledOnce();
      // SPEC §9: the page gets 2500 ms to settle first.
      act(() => vi.advanceTimersByTime(2499));
      expect(window.scrollTo).not.toHaveBeenCalled();

      act(() => vi.advanceTimersByTime(1));
      expect(window.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1000 - 200);
    });

    it('glides to the news results, stopping at their own offset', async () => {
      reduceMotion(false);
      placeResults('news-results', 900);
      await openDrawer();

      clickWithFakeTimers(screen.getByRole('link', { name: 'News' }));
      act(() => vi.advanceTimersByTime(2500));
      act(() => vi.advanceTimersByTime(600)); // the 500 ms glide, and a little more

      expect(vi.mocked(window.scrollTo).mock.calls.length).toBeGreaterThan(1);
      expect(window.scrollTo).toHaveBeenLastCalledWith(0, 900 - 150);
    });

    it('does not scroll after an ordinary link', async () => {
      placeResults('games-results', 1000);
      const { user } = await openDrawer();
      await user.click(sectionButton('Club'));

      clickWithFakeTimers(screen.getByRole('link', { name: 'History' }));
      act(() => vi.advanceTimersByTime(10_000));

      expect(window.scrollTo).not.toHaveBeenCalled();
    });
  });
});
