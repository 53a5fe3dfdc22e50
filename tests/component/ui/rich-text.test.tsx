import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/ui/RichText';
import { bodyWithLink } from '../../support/rich-text-fixtures';

/** The fixture as the component's prop type takes it. */
const richText = (...args: Parameters<typeof bodyWithLink>) => bodyWithLink(...args) as never;

describe('RichText links', () => {
  it.each([
    'https://www.kvcwesthoek.example/tickets',
    'mailto:info@westhoek.example',
    'tel:+3257000000',
    '/nl/nieuws',
  ])('renders a link to %s', (url) => {
    render(<RichText data={richText(url)} />);
    expect(screen.getByRole('link', { name: 'tickets' })).toHaveAttribute('href', url);
  });

  it.each([
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '//evil.example/x',
    '/\\evil.example/x',
  ])('keeps the words of a stored link to %j but never its address', (url) => {
    for (const type of ['link', 'autolink'] as const) {
      const { container, unmount } = render(<RichText data={richText(url, type)} />);
      expect(container).toHaveTextContent('tickets');
      expect(container.querySelector('a')).toBeNull();
      unmount();
    }
  });
});
