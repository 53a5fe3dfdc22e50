import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Locale } from '@/lib/i18n/locales';
import type { LiveMatchState } from '@/lib/live/match-state';
import { LiveScoreboard } from './LiveScoreboard';

/**
 * A match being played, as the server renders it with its words: the match page and the
 * home page's match block show this instead of the fixture while the match is live, so
 * only those pages load the island's script.
 */
export function LiveMatch({
  locale,
  state,
  teams,
}: {
  locale: Locale;
  state: LiveMatchState;
  teams: { home: string; away: string };
}) {
  return (
    <ClientMessages locale={locale} pick={['LiveMatch']}>
      <LiveScoreboard initial={state} teams={teams} />
    </ClientMessages>
  );
}
