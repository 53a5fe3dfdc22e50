import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { LiveMatchState, Side } from '@/lib/domain/live/match-state';
import { LiveScoreboardView } from './LiveScoreboardView';

/**
 * The live scoreboard in the server's HTML: complete without JavaScript, the
 * state as it was when the page was rendered. A live island re-renders the
 * same LiveScoreboardView in the browser with `#translations`' words.
 */
export function LiveScoreboard(props: {
  state: LiveMatchState;
  locale: Locale;
  teams: Record<Side, string>;
}) {
  const t = useTranslations('Live');
  return <LiveScoreboardView {...props} t={(key, values) => t(key as never, values as never)} />;
}
