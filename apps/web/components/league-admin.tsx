import type { LeagueRow, LeagueState } from '@arena/db/leagues';
import { CsrfField } from './csrf-field';
import { leagueStateAction, startRoundAction } from '@/lib/leagues/actions';

const MOVES: Readonly<Record<LeagueState, readonly { to: LeagueState; label: string }[]>> = {
  draft: [{ to: 'open', label: 'Open entries' }],
  open: [{ to: 'draft', label: 'Close entries' }],
  running: [{ to: 'paused', label: 'Pause' }, { to: 'finished', label: 'Finish league' }],
  paused: [{ to: 'running', label: 'Resume' }, { to: 'finished', label: 'Finish league' }],
  finished: [],
};

/** The organiser's controls: the lifecycle draft → open → running ⇄ paused → finished, and rounds. */
export function LeagueAdmin({ league, csrf }: { league: LeagueRow; csrf: string }) {
  return (
    <section className="panel" aria-label="Organiser controls">
      <strong>Organiser:</strong> state <span className="badge">{league.state}</span>{' '}
      {MOVES[league.state].map((m) => (
        <form key={m.to} action={leagueStateAction} className="inline-form" style={{ marginLeft: 8 }}>
          <CsrfField token={csrf} />
          <input type="hidden" name="leagueId" value={league.id} />
          <input type="hidden" name="to" value={m.to} />
          <button type="submit">{m.label}</button>
        </form>
      ))}
      {league.continuous && league.state === 'open' ? (
        <form action={startRoundAction} className="inline-form" style={{ marginLeft: 8 }}>
          <CsrfField token={csrf} />
          <input type="hidden" name="leagueId" value={league.id} />
          <button type="submit">Start the ladder</button>
        </form>
      ) : null}
      {!league.continuous && (league.state === 'open' || league.state === 'running') ? (
        <form action={startRoundAction} className="inline-form" style={{ marginLeft: 8 }}>
          <CsrfField token={csrf} />
          <input type="hidden" name="leagueId" value={league.id} />
          <button type="submit">{league.state === 'open' ? 'Lock entries and start round 1' : 'Start next round'}</button>
        </form>
      ) : null}
    </section>
  );
}
