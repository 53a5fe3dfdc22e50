import { EventEmitter } from 'node:events';
import type { LiveMatchState } from './match-state';

/**
 * The live matches' bus within this process: a save publishes the match's new
 * state, the live stream subscribes to the matches its visitors watch.
 * (The delivery side replaces this with its fan-out across instances; the two
 * functions' signatures are the contract.)
 */
const bus = new EventEmitter();
// One listener per open stream: thousands are normal, not a leak.
bus.setMaxListeners(0);

const channel = (matchId: string) => `match:${matchId}`;

export async function publishLiveMatch(state: LiveMatchState): Promise<void> {
  bus.emit(channel(state.matchId), state);
}

export function subscribeLiveMatch(matchId: string, listener: (state: LiveMatchState) => void): () => void {
  bus.on(channel(matchId), listener);
  return () => {
    bus.off(channel(matchId), listener);
  };
}
