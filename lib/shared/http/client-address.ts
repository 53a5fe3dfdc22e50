/**
 * The address a request came from, for per-visitor brakes such as the forms' rate limit.
 *
 * `X-Forwarded-For` alone cannot say it: a visitor writes whatever they like into it, and
 * Next fills it from the connection only when the visitor sent none. So the server stamps
 * the connection's own address on every request (`PEER_ADDRESS_HEADER`, overwriting any
 * sent value; instrumentation.ts), and the client is found by walking back from that peer
 * over the configured number of trusted proxies (TRUSTED_PROXIES): each of them appended
 * the address it received from, so what stands left of those is the visitor's own claim
 * and is ignored. Behind the front cache that is 1; an app reached directly, 0.
 */
export const PEER_ADDRESS_HEADER = 'x-club-peer-address';

export function clientAddress(request: Pick<Request, 'headers'>, trustedProxies: number): string {
  const peer = request.headers.get(PEER_ADDRESS_HEADER);
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Without the stamp (a test calling a handler directly), Next's own header is the peer.
  const chain = peer ? [...forwarded, peer] : forwarded;
  return chain[chain.length - 1 - trustedProxies] ?? chain[0] ?? 'unknown';
}
