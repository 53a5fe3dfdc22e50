import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `authorization` is `Bearer <token>`. Compared as digests of equal length in
 * constant time, so neither the token's length nor its first differing character shows
 * in how long a refusal takes.
 */
export function bearerMatches(authorization: string | null, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}
