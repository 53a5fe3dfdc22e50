import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { requestOrigin } from '@/lib/shared/http/request-origin';

const site = 'https://www.club.example';
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('the origin a visitor used, as the proxies before the app tell it', () => {
  it('is the public address for its own host, whatever scheme the front cache reports', () => {
    // TLS terminator → front cache (plain HTTP, X-Forwarded-Proto $scheme) → app.
    const behindFront = headers({ host: 'www.club.example', 'x-forwarded-proto': 'http' });
    expect(requestOrigin(behindFront, 'http', site)).toBe('https://www.club.example');
    expect(requestOrigin(headers({ host: 'WWW.club.example' }), 'http', site)).toBe(site);
  });

  it('follows the forwarded host and scheme for any other host', () => {
    expect(requestOrigin(headers({ host: '127.0.0.1:3000' }), 'http', site)).toBe('http://127.0.0.1:3000');
    const forwarded = headers({
      host: '10.0.0.11:3000',
      'x-forwarded-host': 'staging.club.example',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(forwarded, 'http', site)).toBe('https://staging.club.example');
  });

  it('is undefined for a request that names no host', () => {
    expect(requestOrigin(headers({}), 'http', site)).toBeUndefined();
  });
});

describe("the admin's live preview behind the TLS terminator and the front cache", () => {
  it('frames the page at https, the admin’s own origin', async () => {
    vi.stubEnv('SITE_URL', site);
    onTestFinished(() => void vi.unstubAllEnvs());
    vi.resetModules();
    const { livePreviewUrl } = await import('@/lib/cms/admin/preview');
    type Args = Parameters<Extract<typeof livePreviewUrl, (...args: never[]) => unknown>>[0];
    const url = await (livePreviewUrl as (args: Args) => unknown)({
      data: { slug: 'derby', kind: 'article' },
      locale: { code: 'nl' },
      req: { headers: headers({ host: 'www.club.example', 'x-forwarded-proto': 'http' }) },
      collectionConfig: { slug: 'news' },
    } as unknown as Args);
    expect(url).toMatch(/^https:\/\/www\.club\.example\/api\/preview\?/);
  });
});
