import Link from 'next/link';
import type { LiveMatchRow } from '@arena/db/match-pages';
import type { LivePersonTableRow } from '@arena/db/person-tables';

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

/** Tables where a person plays, being played now (their public view: UX.md §9). */
export function LivePersonTables({ tables }: { tables: readonly LivePersonTableRow[] }) {
  if (tables.length === 0) return null;
  return (
    <div className="scroll-x">
      <table className="data" data-testid="live-person-tables">
        <thead><tr><th>Table with a person</th><th>Game</th><th>Person</th><th>Started</th></tr></thead>
        <tbody>
          {tables.map((t) => (
            <tr key={t.id}>
              <td><Link href={`/matches/${t.id}?view=public`}><span className="badge">LIVE</span> {t.id.slice(0, 8)}</Link></td>
              <td>{t.game}</td>
              <td>{t.personName}</td>
              <td className="small">{t.startedAt ? t.startedAt.toISOString().slice(11, 19) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
