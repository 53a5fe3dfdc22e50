import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Dropdown } from '@/components/header/Dropdown';
import type { MenuItem } from '@/lib/domain/navigation/menu-types';
import { renderWithUser } from './render-helpers';

const club: MenuItem = {
  label: 'Club',
  isDropdown: true,
  items: [
    { label: 'History', to: '/en/history' },
    { label: 'Stadium', to: '/en/stadium' },
    { label: 'Academy', to: 'https://academy.example.com/', external: true, newTab: true },
  ],
};

const teams: MenuItem = {
  label: 'Teams',
  isDropdown: true,
  items: [
    { label: 'First team', to: '/en/first-team' },
    {
      label: 'Youth',
      isDropdown: true,
      items: [
        { label: 'Under 21', to: '/en/u21' },
        { label: 'Under 19', to: '/en/u19' },
        { label: 'Under 17', to: '/en/u17' },
      ],
    },
    { label: 'Women', to: '/en/women' },
  ],
};

function renderDropdown(item: MenuItem = club) {
  const view = renderWithUser(
    <>
      <Dropdown item={item} />
      <a href="/en/contact">Contact</a>
    </>,
  );
  return { ...view, toggle: screen.getByRole('button', { name: item.label }) };
}

/** The panel fades out (one frame in tests); wait for its links to go. */
async function expectClosed(toggle: HTMLElement, link = 'History') {
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(screen.queryByRole('link', { name: link })).not.toBeInTheDocument());
}

describe('Dropdown', () => {
  it('starts closed, showing only its button', () => {
    const { toggle } = renderDropdown();

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'History' })).not.toBeInTheDocument();
  });

  it('opens while the mouse hovers it and closes when the mouse leaves', async () => {
    const { user, toggle } = renderDropdown();

    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/en/history');
    await waitFor(() => expect(screen.getByRole('link', { name: 'History' })).toBeVisible());
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('list').id);

    // Moving from the button into the panel keeps it open. A browser names the
    // element the pointer moves to (relatedTarget); user-event's pointer does not,
    // so the move is dispatched as a browser sends it.
    const stadium = screen.getByRole('link', { name: 'Stadium' });
    fireEvent.pointerOut(toggle, { pointerType: 'mouse', relatedTarget: stadium });
    fireEvent.pointerOver(stadium, { pointerType: 'mouse', relatedTarget: toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.unhover(screen.getByRole('link', { name: 'Stadium' }));
    await expectClosed(toggle);
  });

  it('toggles open and closed when tapped', async () => {
    const { user, toggle } = renderDropdown();

    // A touch tap clicks without hovering first.
    await user.pointer({ keys: '[TouchA]', target: toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Stadium' })).toBeVisible());

    await user.pointer({ keys: '[TouchA]', target: toggle });
    await expectClosed(toggle);
  });

  it('toggles open and closed with Enter on its button', async () => {
    const { user, toggle } = renderDropdown();
    toggle.focus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'History' })).toBeVisible());

    await user.keyboard('{Enter}');
    await expectClosed(toggle);
  });

  it('opens with ArrowDown on its button and focuses the first item', async () => {
    const { user, toggle } = renderDropdown();

    toggle.focus();
    await user.keyboard('{ArrowDown}');

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('link', { name: 'History' })).toHaveFocus());
  });

  it('moves between items with ArrowDown and ArrowUp, wrapping at either end', async () => {
    const { user, toggle } = renderDropdown();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'History' })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Stadium' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /^Academy/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'History' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: /^Academy/ })).toHaveFocus();
  });

  it('closes on Escape from an item and returns focus to its button', async () => {
    const { user, toggle } = renderDropdown();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'History' })).toHaveFocus());

    await user.keyboard('{Escape}');

    expect(toggle).toHaveFocus();
    await expectClosed(toggle);
  });

  it('closes on Escape from its button after opening with a tap', async () => {
    const { user, toggle } = renderDropdown();
    await user.pointer({ keys: '[TouchA]', target: toggle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');

    expect(toggle).toHaveFocus();
    await expectClosed(toggle);
  });

  it('closes when focus leaves it', async () => {
    const { user, toggle } = renderDropdown();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'History' })).toHaveFocus());

    // Tabbing inside the menu keeps it open...
    await user.tab();
    expect(screen.getByRole('link', { name: 'Stadium' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // ...tabbing past its last item closes it.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveFocus();
    await expectClosed(toggle);
  });

  it('closes when one of its links is chosen', async () => {
    const { user, toggle } = renderDropdown();
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'Stadium' });
    link.addEventListener('click', (event) => event.preventDefault());

    await user.click(link);

    await expectClosed(toggle);
  });

  describe('with a nested sub-menu', () => {
    async function openTeamsAtYouth() {
      const view = renderDropdown(teams);
      view.toggle.focus();
      await view.user.keyboard('{ArrowDown}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'First team' })).toHaveFocus());
      await view.user.keyboard('{ArrowDown}');
      const youth = screen.getByRole('button', { name: 'Youth' });
      expect(youth).toHaveFocus();
      return { ...view, youth };
    }

    it('shows the sub-menu as a closed button inside the menu', async () => {
      const { youth } = await openTeamsAtYouth();

      expect(youth).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Under 21' })).not.toBeInTheDocument();
    });

    it('moves past the sub-menu button with ArrowDown, leaving the sub-menu closed', async () => {
      const { user, youth } = await openTeamsAtYouth();

      await user.keyboard('{ArrowDown}');

      await waitFor(() => expect(screen.getByRole('link', { name: 'Women' })).toHaveFocus());
      expect(youth).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'Under 21' })).not.toBeInTheDocument();
    });

    it('opens the sub-menu with ArrowRight and focuses its first item', async () => {
      const { user, youth, toggle } = await openTeamsAtYouth();

      await user.keyboard('{ArrowRight}');

      expect(youth).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(screen.getByRole('link', { name: 'Under 21' })).toHaveFocus());
    });

    it('moves with ArrowDown and ArrowUp inside the sub-menu without leaving it', async () => {
      const { user, youth } = await openTeamsAtYouth();
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'Under 21' })).toHaveFocus());

      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Under 19' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('link', { name: 'Under 17' })).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('link', { name: 'Under 19' })).toHaveFocus();
      expect(youth).toHaveAttribute('aria-expanded', 'true');
    });

    it('closes only the sub-menu on Escape and returns focus to its button', async () => {
      const { user, youth, toggle } = await openTeamsAtYouth();
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(screen.getByRole('link', { name: 'Under 21' })).toHaveFocus());

      await user.keyboard('{Escape}');

      expect(youth).toHaveFocus();
      expect(youth).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Under 21' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'Women' })).toBeInTheDocument();

      // A second Escape closes the outer menu too.
      await user.keyboard('{Escape}');
      expect(toggle).toHaveFocus();
      await expectClosed(toggle, 'First team');
    });
  });
});
