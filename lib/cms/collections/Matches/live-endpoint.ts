import type { Endpoint, PayloadRequest } from 'payload';
import { liveMatchState } from '@/lib/domain/live/match-state';
import { applyLiveAction, liveEntryRequest, LiveEntryRefused } from '@/lib/domain/matches/live-entry';
import { readJsonBody } from '@/lib/shared/http/json-request';
import { canEnterLiveMatches } from '../../access';
import type { Role } from '../../access';
import { liveEntryRefusal } from './live-window';
import { LIVE_ENTRY_CONTEXT } from './live';

/**
 * `POST /api/matches/:id/live` — one action of the match centre: an event, an
 * undo or the next part of the match, with the version the secretary's screen
 * last saw. Saved at once through the local API with the secretary's own
 * access (the live fields only); the collection's hooks give the state its new
 * version, publish it to open pages and expire the cached ones.
 *
 * Answers 200 with the new state, 409 with the current one when the screen was
 * behind (another phone saved meanwhile) or the action does not apply (undo on
 * an empty timeline, a second kick-off, a full timeline), 400 for a malformed request,
 * 403 `closed` for a finished match or, for a match secretary, one outside the window
 * round its kick-off (live-window.ts).
 *
 * The only way in to the live fields: they refuse every other write (live.ts), so the
 * limits checked here (lib/domain/matches/live-entry.ts) hold for everything stored.
 */
export const liveEntryEndpoint: Endpoint = {
  path: '/:id/live',
  method: 'post',
  handler: async (req) => {
    if (!canEnterLiveMatches(req.user as { roles?: Role[] } | null)) {
      return Response.json({ error: 'forbidden' }, { status: req.user ? 403 : 401 });
    }
    const id = Number(req.routeParams?.id);
    const body = await readJsonBody(req as unknown as Request);
    if (!body.ok) return Response.json({ error: body.error }, { status: body.status });
    const parsed = liveEntryRequest.safeParse(body.body);
    if (!parsed.success)
      return Response.json({ error: 'invalid', issues: parsed.error.issues }, { status: 400 });
    return oneAtATime(id, () => save(req, id, parsed.data));
  },
};

async function save(
  req: PayloadRequest,
  id: number,
  { action, expectedVersion }: ReturnType<typeof liveEntryRequest.parse>,
): Promise<Response> {
  const match = await req.payload.findByID({ collection: 'matches', id, depth: 0, disableErrors: true });
  if (!match) return Response.json({ error: 'notFound' }, { status: 404 });
  const current = liveMatchState(match);
  const refusal = liveEntryRefusal(match, req.user as { roles?: Role[] } | null, new Date());
  if (refusal) return Response.json({ error: 'closed', reason: refusal, state: current }, { status: 403 });
  if (current.version !== expectedVersion) {
    return Response.json({ error: 'stale', state: current }, { status: 409 });
  }
  let live;
  try {
    live = applyLiveAction(match.live, action, new Date());
  } catch (error) {
    if (!(error instanceof LiveEntryRefused)) throw error;
    return Response.json({ error: 'refused', message: error.message, state: current }, { status: 409 });
  }
  const saved = await req.payload.update({
    collection: 'matches',
    id,
    data: { live },
    depth: 0,
    overrideAccess: false,
    user: req.user,
    context: LIVE_ENTRY_CONTEXT,
  });
  return Response.json({ state: liveMatchState(saved) });
}

/**
 * Two taps in quick succession on one instance wait for each other instead of
 * both reading the same version (the version check covers two instances).
 */
const queues = new Map<number, Promise<unknown>>();

function oneAtATime(id: number, work: () => Promise<Response>): Promise<Response> {
  const previous = queues.get(id) ?? Promise.resolve();
  const next = previous.then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(id, settled);
  void settled.then(() => {
    if (queues.get(id) === settled) queues.delete(id);
  });
  return next;
}
