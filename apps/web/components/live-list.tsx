import Link from 'next/link';
import type { LiveMatchRow } from '@arena/db/match-pages';

/** Tables being played now, each a link to its live view (the league pages and the home page). */
export function LiveList({ matches, showLeague = true }: { matches: readonly LiveMatchRow[]; showLeague?: boolean }) {
  if (matches.length === 0) return <p className="muted" data-testid="live-tables">No table is being played right now.</p>;
  return (
    <div className="scroll-x">
      <table className="data" data-testid="live-tables">
        <thead><tr><th>Table</th>{showLeague ? <th>League</th> : null}<th>Game</th><th>Round</th><th>Seats</th><th>Started</th></tr></thead>
        <tbody>
          {matches.map((m) => (
            <tr key={m.id}>
              <td><Link href={`/matches/${m.id}`}><span className="badge">LIVE</span> {m.id.slice(0, 8)}</Link></td>
              {showLeague ? <td><Link href={`/leagues/${m.leagueSlug}`}>{m.leagueName}</Link></td> : null}
              <td>{m.game}</td>
              <td className="num">{m.roundNumber}</td>
              <td className="small">{m.seats.map((name, s) => <span key={s} style={{ marginRight: 8 }}>S{s} {name}</span>)}</td>
              <td className="small">{m.startedAt ? m.startedAt.toISOString().slice(11, 19) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
