import { describe, expect, it } from 'vitest';
import { firstRefusedLinkUrl, isAllowedLinkUrl } from '@/lib/domain/content/rich-text-links';

describe('isAllowedLinkUrl', () => {
  it.each([
    'https://www.kvcwesthoek.example/tickets',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG',
    'mailto:info@westhoek.example',
    'tel:+3257000000',
    '/nl/nieuws',
    '/nl/tickets?seat=1#map',
    '#tickets',
  ])('allows %j', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '//evil.example/x',
    '/\\evil.example/x',
    'tickets.html',
    '',
    'http://',
  ])('refuses %j', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });
});

describe('firstRefusedLinkUrl', () => {
  const link = (url: string, linkType = 'custom') => ({
    type: 'link',
    fields: { linkType, url },
    children: [],
  });
  const state = (...nodes: object[]) => ({
    root: { type: 'root', children: [{ type: 'paragraph', children: nodes }] },
  });

  it('finds a refused address at any depth, in links and auto-links', () => {
    expect(firstRefusedLinkUrl(state(link('https://a.example'), link('vbscript:x')))).toBe('vbscript:x');
    expect(firstRefusedLinkUrl(state({ type: 'autolink', fields: { url: 'data:x' }, children: [] }))).toBe(
      'data:x',
    );
  });

  it('leaves internal links (a document, no address) and empty values alone', () => {
    expect(firstRefusedLinkUrl(state(link('', 'internal')))).toBeNull();
    expect(firstRefusedLinkUrl(state(link('/nl/nieuws')))).toBeNull();
    expect(firstRefusedLinkUrl(null)).toBeNull();
    expect(firstRefusedLinkUrl(undefined)).toBeNull();
  });
});
