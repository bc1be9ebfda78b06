import type { ActiveLeagueRow } from '@arena/db/rounds';

/** Rounds finished of the target, and the current round's matches done (a bar plus the raw counts). */
export function LeagueProgress({ league }: { league: ActiveLeagueRow }) {
  const p = league.progress;
  const share = p && p.total > 0 ? p.done / p.total : 0;
  return (
    <div className="small">
      <div>{league.state} · {league.entries} entries · round {league.currentRound ?? 0} of {league.targetRounds} ({league.roundsFinished} finished)</div>
      {p ? (
        <>
          <div className="progress" role="progressbar" aria-valuemin={0} aria-valuemax={p.total} aria-valuenow={p.done} aria-label="Matches of the current round done">
            <span style={{ width: `${Math.round(share * 100)}%` }} />
          </div>
          <div className="muted">{p.done}/{p.total} matches done · {p.running} running · {p.queued} queued{p.void > 0 ? ` · ${p.void} void` : ''}</div>
        </>
      ) : null}
    </div>
  );
}
