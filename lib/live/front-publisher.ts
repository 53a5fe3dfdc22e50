import { log } from '@/lib/log/logger';
import type { LiveMatchState } from './match-state';

/**
 * The front holds the visitors' live streams itself (nginx's nchan module,
 * deploy/nginx/club-site.conf): a saved state is POSTed to its publisher location, which
 * keeps it as the channel's one message and sends it to every subscriber. Loopback or a
 * private network answers in a millisecond; a front that does not answer within the bound
 * costs the save nothing more (its visitors get the next state, or the page on reload).
 */
export const FRONT_PUBLISH_TIMEOUT_MS = 500;

/** The publisher location of `state`'s match under `base` (e.g. http://127.0.0.1:8081/live-publish/). */
export const frontChannelUrl = (base: string, matchId: string) =>
  new URL(encodeURIComponent(matchId), base.endsWith('/') ? base : `${base}/`);

export async function publishToFronts(bases: string[], state: LiveMatchState): Promise<void> {
  const body = JSON.stringify(state);
  await Promise.all(
    bases.map(async (base) => {
      try {
        const answer = await fetch(frontChannelUrl(base, state.matchId), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(FRONT_PUBLISH_TIMEOUT_MS),
        });
        if (!answer.ok) throw new Error(`answered ${answer.status}`);
        await answer.body?.cancel();
      } catch (error) {
        log.warn({ err: error }, `live match state not published to the front at ${new URL(base).host}`);
      }
    }),
  );
}
