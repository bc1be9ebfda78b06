import Link from 'next/link';
import type { LeagueRow, LeagueState } from '@arena/db/leagues';
import { HOUSE_BOT_IDS } from '@arena/match/house-bots';
import { CsrfField } from './csrf-field';
import { addHouseBotAction, leagueStateAction, startRoundAction } from '@/lib/leagues/actions';
import type { RoundSummary } from '@/lib/leagues/data';

const MOVES: Readonly<Record<LeagueState, readonly { to: LeagueState; label: string }[]>> = {
  draft: [{ to: 'open', label: 'Open entries' }],
  open: [{ to: 'draft', label: 'Close entries (back to a draft: unlisted)' }],
  running: [{ to: 'paused', label: 'Pause' }, { to: 'finished', label: 'Finish league…' }],
  paused: [{ to: 'running', label: 'Resume' }, { to: 'finished', label: 'Finish league…' }],
  finished: [],
};

const HOUSE_BOT_WORDS: Readonly<Record<(typeof HOUSE_BOT_IDS)[number], string>> = {
  'first-legal': 'first-legal (always the first legal action)',
  random: 'random (a uniformly random legal action)',
};

function StateForm({ league, csrf, to, label, confirm }: { league: LeagueRow; csrf: string; to: LeagueState; label: string; confirm?: boolean }) {
  return (
    <form action={leagueStateAction} className="inline-form" style={{ marginLeft: 8 }}>
      <CsrfField token={csrf} />
      <input type="hidden" name="leagueId" value={league.id} />
      <input type="hidden" name="to" value={to} />
      {confirm ? <input type="hidden" name="confirm" value="finish" /> : null}
      <button type="submit" className={confirm ? 'danger' : undefined}>{label}</button>
    </form>
  );
}

/** Finishing cannot be undone: asked once more, without JavaScript too (the first click leads here). */
function FinishConfirmation({ league, csrf }: { league: LeagueRow; csrf: string }) {
  return (
    <div role="alertdialog" aria-label="Finish the league?" className="panel" style={{ marginTop: 8 }}>
      <p><strong>Finish {league.name}?</strong> No further rounds can be played and entries stay closed. This cannot be undone.</p>
      <StateForm league={league} csrf={csrf} to="finished" label="Yes, finish the league for good" confirm />{' '}
      <Link href={`/leagues/${league.slug}/manage`}>Cancel</Link>
    </div>
  );
}

/** "Start round" only when no round is being played; otherwise where the current one stands. */
function RoundControl({ league, csrf, latest }: { league: LeagueRow; csrf: string; latest: RoundSummary | undefined }) {
  if (league.continuous) {
    if (league.state !== 'open') return null; // running: the workers schedule its tables
    return (
      <form action={startRoundAction} className="inline-form" style={{ marginLeft: 8 }}>
        <CsrfField token={csrf} />
        <input type="hidden" name="leagueId" value={league.id} />
        <button type="submit">Start the ladder</button>
      </form>
    );
  }
  if (league.state !== 'open' && league.state !== 'running') return null;
  if (latest?.state === 'running') {
    return <span className="small" style={{ marginLeft: 8 }} data-testid="round-in-play">Round {latest.number} is being played ({latest.queued} queued, {latest.running} running, {latest.done}/{latest.total} done); the next can start when it is finished.</span>;
  }
  return (
    <form action={startRoundAction} className="inline-form" style={{ marginLeft: 8 }}>
      <CsrfField token={csrf} />
      <input type="hidden" name="leagueId" value={league.id} />
      <button type="submit">{league.state === 'open' ? 'Lock entries and start round 1' : 'Start next round'}</button>
    </form>
  );
}

function HouseBotForm({ league, csrf }: { league: LeagueRow; csrf: string }) {
  return (
    <form action={addHouseBotAction} className="inline-form" style={{ display: 'block', marginTop: 8 }}>
      <CsrfField token={csrf} />
      <input type="hidden" name="leagueId" value={league.id} />
      <label style={{ display: 'inline' }}>House bot{' '}
        <select name="house">{HOUSE_BOT_IDS.map((id) => <option key={id} value={id}>{HOUSE_BOT_WORDS[id]}</option>)}</select>
      </label>{' '}
      <button type="submit">Add house bot</button>
      <span className="muted small"> House bots fill the tables; they may share a table with any owner&apos;s bots.</span>
    </form>
  );
}

/** The organiser's controls: the lifecycle draft → open → running ⇄ paused → finished, rounds and house bots. */
export function LeagueAdmin({ league, csrf, latest, confirmFinish }: { league: LeagueRow; csrf: string; latest: RoundSummary | undefined; confirmFinish: boolean }) {
  return (
    <section className="panel" aria-label="Organiser controls">
      <strong>Organiser:</strong> state <span className="badge">{league.state}</span>{' '}
      {MOVES[league.state].map((m) => <StateForm key={m.to} league={league} csrf={csrf} to={m.to} label={m.label} />)}
      <RoundControl league={league} csrf={csrf} latest={latest} />
      {confirmFinish && MOVES[league.state].some((m) => m.to === 'finished') ? <FinishConfirmation league={league} csrf={csrf} /> : null}
      {league.state === 'draft' || league.state === 'open' ? <HouseBotForm league={league} csrf={csrf} /> : null}
    </section>
  );
}
