import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/ui/RichText';

/** A stored body of one paragraph holding one link of `type` to `url`. */
function bodyWithLink(url: string, type: 'link' | 'autolink' = 'link') {
  const text = {
    type: 'text',
    text: 'the club',
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  };
  const link = {
    type,
    fields: { linkType: 'custom', url, newTab: false },
    children: [text],
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 3,
  };
  const paragraph = {
    type: 'paragraph',
    children: [link],
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
  };
  return {
    root: { type: 'root', children: [paragraph], direction: 'ltr', format: '', indent: 0, version: 1 },
  } as never;
}

describe('RichText links', () => {
  it.each([
    'https://www.kvcwesthoek.example/tickets',
    'mailto:info@westhoek.example',
    'tel:+3257000000',
    '/nl/nieuws',
  ])('renders a link to %s', (url) => {
    render(<RichText data={bodyWithLink(url)} />);
    expect(screen.getByRole('link', { name: 'the club' })).toHaveAttribute('href', url);
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
      const { container, unmount } = render(<RichText data={bodyWithLink(url, type)} />);
      expect(container).toHaveTextContent('the club');
      expect(container.querySelector('a')).toBeNull();
      unmount();
    }
  });
});
