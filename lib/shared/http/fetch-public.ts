import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Fetches a file a staff member named by its address (a league's calendar feed) without
 * letting that address reach anything but the public internet: https only, every address the
 * name resolves to checked at connection time (so a name that resolves to a public address
 * when checked and to 127.0.0.1 when connecting gets nowhere), at most three redirects, each
 * checked the same way, one deadline for the whole exchange and a cap on the bytes read.
 * `allowLocal` lifts the address and https checks, for tests serving a feed on loopback.
 * request-filtering-agent (npm) checks addresses at connection time the same way; the check is
 * 30 lines on Node's own BlockList here, and the https, redirect, deadline and size rules would
 * be ours with it too, so one more dependency on the server's attack surface bought nothing.
 */
export type PublicFetchOptions = {
  timeoutMs: number;
  maxBytes: number;
  allowLocal?: boolean;
};

export type PublicFetchProblem =
  | 'badAddress'
  | 'privateAddress'
  | 'unreachable'
  | 'timeout'
  | 'tooLarge'
  | 'httpStatus'
  | 'tooManyRedirects';

export type PublicFetchResult =
  | { ok: true; bytes: Buffer; contentType: string }
  | { ok: false; problem: PublicFetchProblem; status?: number };

const MAX_REDIRECTS = 3;

/** Loopback, private, link-local, shared (CGNAT), multicast and reserved ranges, both families. */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 one it is.
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  if (mapped) return !nonPublic.check(mapped, 'ipv4');
  return !nonPublic.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

class Refused extends Error {
  constructor(readonly problem: PublicFetchProblem) {
    super(problem);
  }
}

/** dns.lookup, refusing the connection when any address the name has is not public. */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
      return callback(new Refused('privateAddress'), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as never as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export async function fetchPublic(address: string, options: PublicFetchOptions): Promise<PublicFetchResult> {
  const deadline = Date.now() + options.timeoutMs;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, problem: 'badAddress' };
  }
  for (let redirects = 0; ; redirects++) {
    const checked = checkUrl(url, options);
    if (checked) return { ok: false, problem: checked };
    const answer = await get(url, options, deadline).catch((error: unknown) => ({
      ok: false as const,
      problem:
        error instanceof Refused
          ? error.problem
          : Date.now() >= deadline
            ? 'timeout'
            : ('unreachable' as const),
    }));
    if (!('redirect' in answer)) return answer;
    if (redirects >= MAX_REDIRECTS) return { ok: false, problem: 'tooManyRedirects' };
    url = new URL(answer.redirect, url);
  }
}

function checkUrl(url: URL, options: PublicFetchOptions): PublicFetchProblem | null {
  if (url.username || url.password) return 'badAddress';
  if (options.allowLocal) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'badAddress';
  if (url.protocol !== 'https:') return 'badAddress';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: judged here.
  if (isIP(host) && !isPublicAddress(host)) return 'privateAddress';
  return null;
}

type Answer = PublicFetchResult | { redirect: string };

function get(url: URL, options: PublicFetchOptions, deadline: number): Promise<Answer> {
  return new Promise((settle, fail) => {
    const timer = setTimeout(() => request.destroy(new Error('timeout')), Math.max(1, deadline - Date.now()));
    const resolve = (answer: Answer) => {
      clearTimeout(timer);
      settle(answer);
    };
    const reject = (error: unknown) => {
      clearTimeout(timer);
      fail(error);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        lookup: options.allowLocal ? undefined : publicLookup,
        timeout: Math.max(1, deadline - Date.now()),
        headers: { Accept: 'text/calendar, text/csv, text/plain;q=0.8, */*;q=0.1' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          return resolve({ redirect: location });
        }
        if (status !== 200) {
          response.resume();
          return resolve({ ok: false, problem: 'httpStatus', status });
        }
        if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
          // Settled first: destroying the answer reports it aborted, which is not what happened.
          resolve({ ok: false, problem: 'tooLarge' });
          return response.destroy();
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            resolve({ ok: false, problem: 'tooLarge' });
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            ok: true,
            bytes: Buffer.concat(chunks),
            contentType: String(response.headers['content-type'] ?? ''),
          }),
        );
        response.on('error', reject);
        response.on('aborted', () => reject(new Error('aborted')));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
}
