import { describe, expect, it } from 'vitest';
import { memoryLimiter } from '@/lib/shared/rate-limit';
import { clientAddress, PEER_ADDRESS_HEADER } from '@/lib/shared/http/client-address';

describe('rate limiter of one process', () => {
  it('allows `limit` requests per window and key, then refuses until the window ends', () => {
    const allow = memoryLimiter({ limit: 2, windowMs: 1000 });
    expect([allow('a', 0), allow('a', 10), allow('a', 20), allow('b', 20)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(allow('a', 1000)).toBe(true);
  });
});

const request = (forwardedFor: string | null, peer: string | null) => {
  const headers = new Headers();
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  if (peer) headers.set(PEER_ADDRESS_HEADER, peer);
  return new Request('http://x', { headers });
};

describe('the client address', () => {
  it('is the connection’s own address when no proxy is trusted, whatever the visitor claims', () => {
    expect(clientAddress(request(null, '198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientAddress(request('203.0.113.9', '198.51.100.7'), 0)).toBe('198.51.100.7');
    expect(clientAddress(request('1.1.1.1, 2.2.2.2', '198.51.100.7'), 0)).toBe('198.51.100.7');
  });

  it('is the address the trusted proxies received from, not what stands left of it', () => {
    // The front cache (10.0.0.2) appended the visitor's address to a forged list.
    expect(clientAddress(request('6.6.6.6, 198.51.100.7', '10.0.0.2'), 1)).toBe('198.51.100.7');
    // A TLS terminator (10.0.0.1) before the front cache.
    expect(clientAddress(request('6.6.6.6, 198.51.100.7, 10.0.0.1', '10.0.0.2'), 2)).toBe('198.51.100.7');
    // Fewer hops than configured (an instance reached directly): the farthest known.
    expect(clientAddress(request(null, '198.51.100.7'), 1)).toBe('198.51.100.7');
  });
});
