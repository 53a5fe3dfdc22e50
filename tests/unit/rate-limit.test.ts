import { describe, expect, it } from 'vitest';
import { clientIp, rateLimiter } from '@/lib/forms/server/rate-limit';

describe('rate limiter', () => {
  it('allows `limit` requests per window and key, then refuses until the window ends', () => {
    const allow = rateLimiter({ limit: 2, windowMs: 1000 });
    expect([allow('a', 0), allow('a', 10), allow('a', 20), allow('b', 20)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(allow('a', 1000)).toBe(true);
  });

  it('takes the first forwarded address as the client', () => {
    const request = new Request('http://x', { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } });
    expect(clientIp(request)).toBe('203.0.113.9');
    expect(clientIp(new Request('http://x'))).toBe('unknown');
  });
});
