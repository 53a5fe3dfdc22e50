import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MenuLink } from '@/components/header/MenuLink';
import { renderWithUser } from './render-helpers';

const hint = '(opens in a new tab)';

describe('MenuLink', () => {
  it('renders an internal link to our page, in the same tab', () => {
    renderWithUser(<MenuLink item={{ label: 'News', to: '/en/news' }} />);

    const link = screen.getByRole('link', { name: 'News' });
    expect(link).toHaveAttribute('href', '/en/news');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveTextContent(hint);
  });

  it('opens an external newTab link in a new tab, safely, and says so to screen readers', () => {
    renderWithUser(
      <MenuLink
        item={{ label: 'Academy', to: 'https://academy.example.com/', external: true, newTab: true }}
      />,
    );

    // jsdom's name computation drops the space browsers keep before the hint.
    const link = screen.getByRole('link', { name: /^Academy\s*\(opens in a new tab\)$/ });
    expect(link).toHaveTextContent(`Academy ${hint}`);
    expect(link).toHaveAttribute('href', 'https://academy.example.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(hint)).toHaveClass('visually-hidden');
  });

  it('keeps an external link without newTab in the same tab, with no hint', () => {
    renderWithUser(
      <MenuLink item={{ label: 'League', to: 'https://league.example.com/', external: true }} />,
    );

    const link = screen.getByRole('link', { name: 'League' });
    expect(link).toHaveAttribute('href', 'https://league.example.com/');
    expect(link).not.toHaveAttribute('target');
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it.each([
    ['internal', { label: 'Shop', to: '/en/shop' }],
    ['external', { label: 'Shop', to: 'https://shop.example.com/', external: true, newTab: true }],
  ])('tells its menu which %s item was chosen', async (_kind, item) => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    renderWithUser(<MenuLink item={item} onNavigate={onNavigate} />);
    // Stop jsdom from attempting a navigation it does not implement.
    const link = screen.getByRole('link', { name: /Shop/ });
    link.addEventListener('click', (event) => event.preventDefault());

    await user.click(link);

    expect(onNavigate).toHaveBeenCalledExactlyOnceWith(item);
  });
});
