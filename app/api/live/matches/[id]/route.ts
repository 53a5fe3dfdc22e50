import { env } from '@/lib/shared/env';
import { clientAddress } from '@/lib/shared/http/client-address';
import { latestLiveMatch, subscribeLiveMatch } from '@/lib/domain/live/bus';
import { processLiveConnections } from '@/lib/domain/live/connections';
import { isMatchId, LIVE_STREAM_HEADERS, liveMatchStream, versionSeen } from '@/lib/domain/live/event-stream';

/**
 * GET /api/live/matches/{id} — the match's live state in Server-Sent Events
 * (lib/domain/live/event-stream.ts): the current state if newer than what the client has seen
 * (`Last-Event-ID` or `?since=`), then each save, on every instance (lib/domain/live/bus.ts).
 * Never stored (`no-store`); the front cache passes it through unbuffered.
 */
export const dynamic = 'force-dynamic';

const refusal = (status: number, error: string, retryAfter?: number) =>
  Response.json(
    { error },
    {
      status,
      headers: { 'Cache-Control': 'no-store', ...(retryAfter ? { 'Retry-After': String(retryAfter) } : {}) },
    },
  );

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isMatchId(id)) return refusal(404, 'No such match');
  const admission = processLiveConnections().admit(clientAddress(request, env.TRUSTED_PROXIES));
  if (!admission.ok) {
    return admission.status === 429
      ? refusal(429, 'Too many live connections from this address', 30)
      : refusal(503, 'This server holds all the live connections it can', 5);
  }
  const stream = liveMatchStream(
    {
      matchId: id,
      since: versionSeen(request),
      // The client left, or this process is stopping (endLiveStreamsOnStop).
      signal: AbortSignal.any([request.signal, admission.ended]),
      onClose: admission.release,
    },
    { subscribe: subscribeLiveMatch, latest: latestLiveMatch },
  );
  return new Response(stream, { headers: LIVE_STREAM_HEADERS });
}
