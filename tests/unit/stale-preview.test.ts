import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { withoutStalePreview } from '@/lib/shared/http/stale-preview';

const page = (cookie?: string) =>
  new NextRequest('http://127.0.0.1/en/news', { headers: cookie ? { cookie } : {} });

describe('withoutStalePreview', () => {
  it('drops a preview cookie that comes without a CMS session, and keeps the other cookies', () => {
    const request = page('NEXT_LOCALE=nl; __prerender_bypass=abc123; theme=dark');
    const forwarded = withoutStalePreview(request);
    expect(forwarded).not.toBe(request);
    expect(forwarded.cookies.has('__prerender_bypass')).toBe(false);
    expect(forwarded.cookies.get('NEXT_LOCALE')?.value).toBe('nl');
    expect(forwarded.cookies.get('theme')?.value).toBe('dark');
    expect(forwarded.nextUrl.pathname).toBe('/en/news');
  });

  it('leaves an editor’s preview, and a visitor without one, as they are', () => {
    const editor = page('__prerender_bypass=abc123; payload-token=jwt');
    expect(withoutStalePreview(editor)).toBe(editor);
    const visitor = page('NEXT_LOCALE=nl');
    expect(withoutStalePreview(visitor)).toBe(visitor);
    const bare = page();
    expect(withoutStalePreview(bare)).toBe(bare);
  });
});
