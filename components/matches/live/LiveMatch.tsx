import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Match } from '@/lib/data/matches';
import type { Locale } from '@/lib/domain/i18n/locales';
import { isSettled } from '@/lib/domain/live/match-state';
import { LiveMatchIsland } from './LiveMatchIsland';
import { LiveScoreboard } from './LiveScoreboard';
import { liveMatchWords } from '../words';

/**
 * A match's scoreboard as the server renders it (the state when the page was made), with
 * the live island around it while the match may still change: a match that is over, or
 * postponed, is plain HTML and loads no script. `waiting`: shown only once the match has
 * started (home's next match, which the live island reveals at kick-off).
 */
export function LiveMatch({
  match,
  locale,
  waiting = false,
}: {
  match: Match;
  locale: Locale;
  waiting?: boolean;
}) {
  const teams = { home: match.home.name, away: match.away.name };
  const board = waiting ? null : <LiveScoreboard state={match.live} locale={locale} teams={teams} />;
  if (isSettled(match.live.status)) return board;
  return (
    <ClientMessages locale={locale} pick={liveMatchWords}>
      <LiveMatchIsland
        initial={match.live}
        kickoff={match.kickoff}
        teams={teams}
        locale={locale}
        waiting={waiting}
      >
        {board}
      </LiveMatchIsland>
    </ClientMessages>
  );
}
