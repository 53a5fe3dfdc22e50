'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { LiveEvent, LiveMatchState, LiveStatus, Side } from '@/lib/domain/live/match-state';
import type { LiveAction, LiveEventInput } from '@/lib/domain/matches/live-entry';
import { locales, type Locale } from '@/lib/domain/i18n/locales';
import type { MatchCentreTexts } from './texts';
import styles from './MatchCentre.module.css';

export type Squad = { name: string; number: number | null }[];

type Props = {
  matchId: number;
  initialState: LiveMatchState;
  teams: Record<Side, string>;
  /** Our side's players; the opponent's names are typed. */
  squads: Partial<Record<Side, Squad>>;
  texts: MatchCentreTexts;
  language: Locale;
  statusLabels: Record<string, string>;
  eventLabels: Record<string, string>;
  backHref: string;
};

/** What the secretary is entering, between the first tap and the save. */
type Picking =
  | { kind: 'goal'; side: Side }
  | { kind: 'yellow-card' | 'red-card'; side: Side }
  | { kind: 'substitution'; side: Side; playerOut?: string }
  | { kind: 'added-time' }
  | { kind: 'text' };

/** The next parts of the match from each status, in the order they usually come. */
const nextStatuses: Record<LiveStatus, LiveStatus[]> = {
  'not-started': ['postponed'],
  'first-half': ['half-time'],
  'half-time': ['second-half'],
  'second-half': ['full-time', 'extra-time', 'penalties'],
  'extra-time': ['full-time', 'penalties'],
  penalties: ['full-time'],
  'full-time': [],
  postponed: ['not-started'],
};

/**
 * The match centre on the secretary's phone: the score and the clock on top,
 * one big button per event and side, the squad to pick from, undo within the
 * thumb's reach. Every tap that completes an event saves it at once
 * (`POST /api/matches/:id/live`, lib/cms/collections/Matches/live-endpoint.ts).
 */
export function MatchCentre({
  matchId,
  initialState,
  teams,
  squads,
  texts,
  language,
  statusLabels,
  eventLabels,
  backHref,
}: Props) {
  const [state, setState] = useState(initialState);
  const [picking, setPicking] = useState<Picking | null>(null);
  const [minute, setMinute] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const pickerHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (picking) pickerHeading.current?.focus();
  }, [picking]);

  const running =
    state.status !== 'not-started' && state.status !== 'full-time' && state.status !== 'postponed';

  async function send(action: LiveAction, done: string) {
    const before = state;
    setBusy(true);
    try {
      const response = await fetch(`/api/matches/${matchId}/live`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, expectedVersion: state.version }),
      });
      const body = (await response.json().catch(() => ({}))) as { state?: LiveMatchState; error?: string };
      if (body.state) setState(body.state);
      if (response.ok && action.type === 'undo') {
        const removed = before.events.find(
          (event) => !body.state?.events.some((kept) => kept.id === event.id),
        );
        setNotice(`${texts.undone} ${removed ? describe(removed) : ''}`);
      } else if (response.ok) {
        setNotice(`${texts.saved} ${done}`);
        setPicking(null);
        setMinute('');
      } else if (response.status === 409) {
        setNotice(texts.conflict);
      } else if (response.status === 403 && body.error === 'closed') {
        setNotice(texts.closed);
      } else if (response.status === 401 || response.status === 403) {
        setNotice(texts.forbidden);
      } else {
        setNotice(texts.failed);
      }
    } catch {
      setNotice(texts.failed);
    } finally {
      setBusy(false);
    }
  }

  function addEvent(event: LiveEventInput, done: string) {
    const typed = Number.parseInt(minute, 10);
    const withMinute =
      event.kind !== 'kick-off' && Number.isInteger(typed) && typed >= 0
        ? { ...event, minute: typed }
        : event;
    void send({ type: 'add', event: withMinute }, done);
  }

  const describe = (event: LiveEvent) => describeEvent(event, teams, eventLabels, texts, language);

  return (
    <div className={styles.centre}>
      <header className={styles.scoreboard}>
        <a className={styles.back} href={backHref}>
          {texts.otherMatch}
        </a>
        <p className={styles.score}>
          <span>{teams.home}</span>
          <strong>
            {state.score.home} – {state.score.away}
          </strong>
          <span>{teams.away}</span>
        </p>
        <p className={styles.clock}>
          {statusLabels[state.status]}
          {state.minute !== null && ` · ${state.minute}′`}
        </p>
      </header>

      <p className={styles.notice} role="status" aria-live="polite">
        {notice}
      </p>

      {picking ? (
        <section className={styles.picker} aria-labelledby="match-centre-picker">
          <h2 id="match-centre-picker" ref={pickerHeading} tabIndex={-1}>
            {pickerTitle(picking, texts, eventLabels)}
            {'side' in picking && ` · ${teams[picking.side]}`}
          </h2>
          {picking.kind !== 'added-time' && picking.kind !== 'text' && (
            <label className={styles.minute}>
              {texts.minute}
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={150}
                value={minute}
                placeholder={state.minute === null ? '' : String(state.minute)}
                aria-describedby="match-centre-minute-hint"
                onChange={(event) => setMinute(event.target.value)}
              />
              <small id="match-centre-minute-hint">{texts.minuteHint}</small>
            </label>
          )}
          <Picker
            picking={picking}
            setPicking={setPicking}
            squad={'side' in picking ? squads[picking.side] : undefined}
            texts={texts}
            busy={busy}
            onEvent={addEvent}
            describeSide={(side) => teams[side]}
          />
          <button type="button" className={styles.secondary} onClick={() => setPicking(null)}>
            {texts.cancel}
          </button>
        </section>
      ) : (
        <>
          <section aria-labelledby="match-centre-status">
            <h2 id="match-centre-status" className={styles.sectionTitle}>
              {texts.status}
            </h2>
            <div className={styles.grid}>
              {state.status === 'not-started' && (
                <BigButton
                  disabled={busy}
                  tone="start"
                  onClick={() => addEvent({ kind: 'kick-off' }, eventLabels['kick-off'])}
                >
                  {eventLabels['kick-off']}
                </BigButton>
              )}
              {nextStatuses[state.status].map((status) => (
                <BigButton
                  key={status}
                  disabled={busy}
                  onClick={() => void send({ type: 'status', status }, statusLabels[status])}
                >
                  {statusLabels[status]}
                </BigButton>
              ))}
            </div>
          </section>
          {running && (
            <section aria-labelledby="match-centre-events">
              <h2 id="match-centre-events" className={styles.sectionTitle}>
                {texts.events}
              </h2>
              <div className={styles.sides}>
                {(['home', 'away'] as const).map((side) => (
                  <div key={side} className={styles.side} role="group" aria-label={teams[side]}>
                    <p className={styles.sideName}>{teams[side]}</p>
                    {(['goal', 'yellow-card', 'red-card', 'substitution'] as const).map((kind) => (
                      <BigButton
                        key={kind}
                        disabled={busy}
                        tone={kind}
                        label={`${eventLabels[kind]} · ${teams[side]}`}
                        onClick={() => setPicking({ kind, side })}
                      >
                        {eventLabels[kind]}
                      </BigButton>
                    ))}
                  </div>
                ))}
              </div>
              <div className={styles.grid}>
                <BigButton disabled={busy} onClick={() => setPicking({ kind: 'added-time' })}>
                  {eventLabels['added-time']}
                </BigButton>
                <BigButton disabled={busy} onClick={() => setPicking({ kind: 'text' })}>
                  {eventLabels.text}
                </BigButton>
              </div>
            </section>
          )}
        </>
      )}

      {state.events.length > 0 && !picking && (
        <BigButton tone="undo" disabled={busy} onClick={() => void send({ type: 'undo' }, '')}>
          {texts.undo}
        </BigButton>
      )}

      <section aria-labelledby="match-centre-timeline">
        <h2 id="match-centre-timeline" className={styles.sectionTitle}>
          {texts.timeline}
        </h2>
        {state.events.length === 0 ? (
          <p>{texts.emptyTimeline}</p>
        ) : (
          <ol className={styles.timeline} reversed>
            {[...state.events].reverse().map((event) => (
              <li key={event.id}>
                <span className={styles.eventMinute}>
                  {event.kind === 'kick-off' ? '' : `${event.minute}′`}
                </span>
                {describe(event)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

function Picker({
  picking,
  setPicking,
  squad,
  texts,
  busy,
  onEvent,
  describeSide,
}: {
  picking: Picking;
  setPicking: (picking: Picking) => void;
  squad: Squad | undefined;
  texts: MatchCentreTexts;
  busy: boolean;
  onEvent: (event: LiveEventInput, done: string) => void;
  describeSide: (side: Side) => string;
}) {
  const [penalty, setPenalty] = useState(false);
  const [ownGoal, setOwnGoal] = useState(false);
  const [assist, setAssist] = useState('');
  const [text, setText] = useState({ en: '', nl: '', fr: '' });

  switch (picking.kind) {
    case 'goal':
      return (
        <>
          <div className={styles.toggles}>
            <label>
              <input
                type="checkbox"
                checked={penalty}
                onChange={(event) => setPenalty(event.target.checked)}
              />
              {texts.penalty}
            </label>
            <label>
              <input
                type="checkbox"
                checked={ownGoal}
                onChange={(event) => setOwnGoal(event.target.checked)}
              />
              {texts.ownGoal}
            </label>
          </div>
          {squad && (
            <label className={styles.field}>
              {texts.assist}
              <select value={assist} onChange={(event) => setAssist(event.target.value)}>
                <option value="">{texts.noAssist}</option>
                {squad.map((player) => (
                  <option key={player.name} value={player.name}>
                    {player.number ? `${player.number} ` : ''}
                    {player.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <PlayerChoice
            squad={squad}
            texts={texts}
            busy={busy}
            onPick={(scorer) =>
              onEvent(
                {
                  kind: 'goal',
                  side: picking.side,
                  scorer,
                  ...(assist && assist !== scorer ? { assist } : {}),
                  penalty,
                  ownGoal,
                },
                `${scorer} (${describeSide(picking.side)})`,
              )
            }
          />
        </>
      );
    case 'yellow-card':
    case 'red-card':
      return (
        <PlayerChoice
          squad={squad}
          texts={texts}
          busy={busy}
          onPick={(player) =>
            onEvent(
              { kind: picking.kind, side: picking.side, player },
              `${player} (${describeSide(picking.side)})`,
            )
          }
        />
      );
    case 'substitution':
      return picking.playerOut === undefined ? (
        <PlayerChoice
          squad={squad}
          texts={texts}
          busy={busy}
          onPick={(playerOut) => setPicking({ ...picking, playerOut })}
        />
      ) : (
        <>
          <p className={styles.step}>
            {`${texts.whoOff} `}
            <strong>{picking.playerOut}</strong>
          </p>
          <p className={styles.step}>{texts.whoOn}</p>
          <PlayerChoice
            squad={squad?.filter((player) => player.name !== picking.playerOut)}
            texts={texts}
            busy={busy}
            onPick={(playerIn) =>
              onEvent(
                { kind: 'substitution', side: picking.side, playerIn, playerOut: picking.playerOut! },
                `${playerIn} ⇄ ${picking.playerOut}`,
              )
            }
          />
        </>
      );
    case 'added-time':
      return (
        <div className={styles.numbers} role="group" aria-label={texts.addedMinutes}>
          {[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((minutes) => (
            <BigButton
              key={minutes}
              disabled={busy}
              onClick={() => onEvent({ kind: 'added-time', minutes }, `+${minutes}`)}
            >
              +{minutes}
            </BigButton>
          ))}
        </div>
      );
    case 'text':
      return (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onEvent({ kind: 'text', text }, text.en || text.nl || text.fr);
          }}
        >
          {locales.map((language) => (
            <label key={language} className={styles.field}>
              {language.toUpperCase()}
              <input
                type="text"
                maxLength={280}
                lang={language}
                value={text[language]}
                onChange={(event) => setText({ ...text, [language]: event.target.value })}
              />
            </label>
          ))}
          <BigButton type="submit" disabled={busy || !(text.en || text.nl || text.fr)}>
            {texts.save}
          </BigButton>
        </form>
      );
  }
}

/** Our players as one button each; the other side's name typed (the squad of an opponent is not in the CMS). */
function PlayerChoice({
  squad,
  texts,
  busy,
  onPick,
}: {
  squad: Squad | undefined;
  texts: MatchCentreTexts;
  busy: boolean;
  onPick: (name: string) => void;
}) {
  const [typed, setTyped] = useState('');
  if (squad && squad.length > 0) {
    return (
      <div className={styles.players}>
        {squad.map((player) => (
          <BigButton key={player.name} disabled={busy} onClick={() => onPick(player.name)}>
            {player.number !== null && <span className={styles.shirt}>{player.number}</span>}
            {player.name}
          </BigButton>
        ))}
      </div>
    );
  }
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onPick(typed.trim() || texts.unknownPlayer);
      }}
    >
      <label className={styles.field}>
        {texts.playerName}
        <input type="text" maxLength={80} value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <BigButton type="submit" disabled={busy}>
        {texts.save}
      </BigButton>
    </form>
  );
}

function BigButton({
  children,
  onClick,
  disabled,
  tone,
  label,
  type = 'button',
}: {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  tone?: string;
  label?: string;
  type?: 'button' | 'submit';
}) {
  return (
    <button
      type={type}
      className={styles.big}
      data-tone={tone}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </button>
  );
}

function pickerTitle(picking: Picking, texts: MatchCentreTexts, eventLabels: Record<string, string>): string {
  switch (picking.kind) {
    case 'goal':
      return texts.whoScored;
    case 'yellow-card':
    case 'red-card':
      return `${eventLabels[picking.kind]}: ${texts.whoBooked}`;
    case 'substitution':
      return picking.playerOut === undefined ? texts.whoOff : texts.whoOn;
    default:
      return eventLabels[picking.kind];
  }
}

function describeEvent(
  event: LiveEvent,
  teams: Record<Side, string>,
  eventLabels: Record<string, string>,
  texts: MatchCentreTexts,
  language: Locale,
): string {
  const label = eventLabels[event.kind];
  switch (event.kind) {
    case 'goal': {
      const marks = [event.penalty ? texts.penalty : null, event.ownGoal ? texts.ownGoal : null].filter(
        Boolean,
      );
      const assist = event.assist ? `, ${event.assist}` : '';
      return `${label}: ${event.scorer}${assist} (${teams[event.side]})${marks.length ? ` · ${marks.join(', ')}` : ''}`;
    }
    case 'yellow-card':
    case 'red-card':
      return `${label}: ${event.player} (${teams[event.side]})`;
    case 'substitution':
      return `${label}: ${event.playerIn} ⇄ ${event.playerOut} (${teams[event.side]})`;
    case 'added-time':
      return `${label}: +${event.minutes}`;
    case 'text':
      return event.text[language];
    default:
      return label;
  }
}
