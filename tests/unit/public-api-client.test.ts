import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryPublicApi } from '@/lib/http/public-api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('queryPublicApi', () => {
  it('asks the public API once per URL while the answer is fresh', async () => {
    const fetch = vi.fn(async (url: string) => Response.json({ url }));
    vi.stubGlobal('fetch', fetch);
    const cup = new URLSearchParams({ lang: 'nl', competition: '2' });
    expect(await queryPublicApi('matches', cup)).toEqual({
      url: '/api/public/matches?lang=nl&competition=2',
    });
    await queryPublicApi('matches', new URLSearchParams({ lang: 'nl', competition: '2' }));
    expect(fetch).toHaveBeenCalledTimes(1);
    await queryPublicApi('matches', new URLSearchParams({ lang: 'fr', competition: '2' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('rejects an answer that is not OK, so the view can say so', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    const answer = queryPublicApi('news', new URLSearchParams({ lang: 'en', page: '2' }));
    const failed = expect(answer).rejects.toThrow('news: HTTP 503');
    await vi.runAllTimersAsync(); // the three retries' back-off
    await failed;
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
