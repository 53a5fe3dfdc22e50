import { redirect } from 'next/navigation';
import type { AdminViewServerProps, Payload, Where } from 'payload';
import { liveMatchState } from '@/lib/domain/live/match-state';
import { canEnterLiveMatches, type Role } from '../../access';
import { playerFunctions } from '@/lib/domain/vocabulary/person-functions';
import type { Club, Match, Team } from '@/lib/generated/payload-types';
import { localeTags, TIME_ZONE, type Locale } from '@/lib/domain/i18n/locales';
import { adminLanguage } from '../mail-notice-texts';
import { MatchCentre, type Squad } from './MatchCentre';
import { matchCentrePath } from './path';
import { liveEventLabels, liveStatusLabels, matchCentreTextsIn } from './texts';
import styles from './MatchCentre.module.css';

/** How far around today the match list reaches: yesterday's late match, the coming week. */
const LIST_FROM_MS = 24 * 60 * 60 * 1000;
const LIST_TO_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The match secretary's screen (`/admin/match-centre`): first the matches of
 * around today to choose from, then the chosen match (`?match=<id>`) with its
 * squad to pick from. A custom admin view renders without Payload's login
 * check, so it makes its own.
 */
export async function MatchCentreView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  const adminRoute = req.payload.config.routes.admin;
  if (!req.user) {
    redirect(`${adminRoute}/login?redirect=${encodeURIComponent(`${adminRoute}${matchCentrePath}`)}`);
  }
  const language = adminLanguage(req.i18n?.language);
  const texts = matchCentreTextsIn(language);
  if (!canEnterLiveMatches(req.user as { roles?: Role[] })) {
    return (
      <main className={styles.page}>
        <h1>{texts.title}</h1>
        <p role="alert">{texts.forbidden}</p>
      </main>
    );
  }
  const chosen = Number(searchParams?.match);
  const match = Number.isInteger(chosen) && chosen > 0 ? await findMatch(req.payload, chosen) : null;
  if (!match) {
    return (
      <MatchChoice
        payload={req.payload}
        texts={texts}
        language={language}
        base={`${adminRoute}${matchCentrePath}`}
      />
    );
  }

  const names = await sideNames(req.payload, match);
  const squad = await squadOf(req.payload, match.team as Team);
  const ours = (match.isHome ?? true) ? 'home' : 'away';
  return (
    <main className={styles.page}>
      <MatchCentre
        matchId={match.id}
        initialState={liveMatchState(match)}
        teams={names}
        squads={{ [ours]: squad } as Partial<Record<'home' | 'away', Squad>>}
        texts={texts}
        language={language}
        statusLabels={Object.fromEntries(
          Object.entries(liveStatusLabels).map(([status, label]) => [status, label[language]]),
        )}
        eventLabels={Object.fromEntries(
          Object.entries(liveEventLabels).map(([kind, label]) => [kind, label[language]]),
        )}
        backHref={`${adminRoute}${matchCentrePath}`}
      />
    </main>
  );
}

async function findMatch(payload: Payload, id: number): Promise<Match | null> {
  return payload.findByID({ collection: 'matches', id, depth: 1, disableErrors: true });
}

/** The home and the away side's names: our club's (the club marked as ours) and the opponent's. */
async function sideNames(payload: Payload, match: Match): Promise<{ home: string; away: string }> {
  const own = await payload.find({
    collection: 'clubs',
    where: { isOwnClub: { equals: true } },
    limit: 1,
    depth: 0,
  });
  const team = match.team as Team;
  const ours = own.docs[0] ? `${own.docs[0].name} · ${team.name}` : team.name;
  const opponent = (match.opponent as Club).name;
  return (match.isHome ?? true) ? { home: ours, away: opponent } : { home: opponent, away: ours };
}

/** The team's players, by shirt number: the names the secretary picks from. */
async function squadOf(payload: Payload, team: Team): Promise<Squad> {
  const people = await payload.find({
    collection: 'people',
    where: { and: [{ teams: { contains: team.id } }, { function: { in: [...playerFunctions] } }] },
    sort: 'shirtNumber',
    pagination: false,
    depth: 0,
  });
  return people.docs.map((person) => ({
    name: `${person.firstName} ${person.lastName}`,
    number: person.shirtNumber ?? null,
  }));
}

async function MatchChoice({
  payload,
  texts,
  language,
  base,
}: {
  payload: Payload;
  texts: ReturnType<typeof matchCentreTextsIn>;
  language: Locale;
  base: string;
}) {
  const [matches, names] = await Promise.all([
    matchesAroundToday(payload),
    payload.find({ collection: 'clubs', where: { isOwnClub: { equals: true } }, limit: 1, depth: 0 }),
  ]);
  const ownName = names.docs[0]?.name;
  const time = new Intl.DateTimeFormat(localeTags[language], {
    timeZone: TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <main className={styles.page}>
      <h1>{texts.title}</h1>
      <h2>{texts.chooseMatch}</h2>
      {matches.docs.length === 0 ? (
        <p>{texts.noMatches}</p>
      ) : (
        <ul className={styles.matchList}>
          {matches.docs.map((match) => {
            const team = match.team as Team;
            const ours = ownName ? `${ownName} · ${team.name}` : team.name;
            const opponent = (match.opponent as Club).name;
            const [home, away] = (match.isHome ?? true) ? [ours, opponent] : [opponent, ours];
            return (
              <li key={match.id}>
                <a className={styles.matchChoice} href={`${base}?match=${match.id}`}>
                  <strong>
                    {home} – {away}
                  </strong>
                  <span>{time.format(new Date(match.kickoff))}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}

/** The matches a secretary may be at the ground for: around today, and any shown live. */
function matchesAroundToday(payload: Payload) {
  const now = Date.now();
  const around: Where = {
    or: [
      {
        and: [
          { kickoff: { greater_than: new Date(now - LIST_FROM_MS).toISOString() } },
          { kickoff: { less_than: new Date(now + LIST_TO_MS).toISOString() } },
        ],
      },
      { status: { equals: 'live' } },
    ],
  };
  return payload.find({ collection: 'matches', where: around, sort: 'kickoff', limit: 30, depth: 1 });
}
