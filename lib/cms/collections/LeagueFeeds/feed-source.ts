import { env } from '../../../shared/env';
import { fetchPublic } from '../../../shared/http/fetch-public';
import { decodeBytes } from '../../../shared/csv/decode-bytes';
import type { FeedRefusal } from '../../../domain/league/feed-problems';
import { FEED_LIMITS } from '../../../domain/league/limits';

/**
 * Whether an address may be a feed's: https, or plain http too where LEAGUE_FEEDS_LOCAL lets
 * feeds be on this machine (tests serve theirs on loopback).
 */
export function isFeedAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (env.LEAGUE_FEEDS_LOCAL && url.protocol === 'http:');
  } catch {
    return false;
  }
}

/** The feed's text, fetched from its address within FEED_LIMITS, or why not. */
export async function fetchFeed(address: string): Promise<{ ok: true; text: string } | FeedRefusal> {
  const fetched = await fetchPublic(address, {
    timeoutMs: FEED_LIMITS.timeoutMs,
    maxBytes: FEED_LIMITS.bytes,
    allowLocal: env.LEAGUE_FEEDS_LOCAL,
  });
  if (!fetched.ok) {
    return {
      ok: false,
      problem: fetched.problem,
      detail: fetched.status ? String(fetched.status) : undefined,
    };
  }
  return textOf(fetched.bytes);
}

/** A file's bytes as text (lib/shared/csv/decode-bytes.ts), within FEED_LIMITS, or why not. */
export function textOf(bytes: Uint8Array): { ok: true; text: string } | FeedRefusal {
  if (bytes.byteLength > FEED_LIMITS.bytes) return { ok: false, problem: 'tooLarge' };
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  const text = decodeBytes(bytes);
  return text === null ? { ok: false, problem: 'notText' } : { ok: true, text };
}
