import Link from 'next/link';
import type { RecentMatchRow } from '@arena/db/match-pages';

/** Recent matches; `seatOf` opens each replay at a bot's seat (the bot page's list). */
export function MatchList({ matches, botId }: { matches: readonly RecentMatchRow[]; botId?: number }) {
  if (matches.length === 0) return <p className="muted">No matches yet.</p>;
  return (
    <div className="scroll-x">
      <table className="data">
        <thead><tr><th>Match</th><th>League</th><th>Round</th><th>Seats (chips)</th><th>Finished</th></tr></thead>
        <tbody>
          {matches.map((m) => {
            const mine = botId === undefined ? undefined : m.participants.find((p) => p.botId === botId);
            const href = `/matches/${m.id}${mine ? `?seat=${mine.seat}` : ''}`;
            return (
              <tr key={m.id}>
                <td><Link href={href}>{m.id.slice(0, 8)}</Link></td>
                <td><Link href={`/leagues/${m.leagueSlug}`}>{m.leagueName}</Link></td>
                <td className="num">{m.roundNumber}</td>
                <td>
                  {m.participants.map((p) => (
                    <span key={p.seat} className="small" style={{ marginRight: 8 }}>
                      S{p.seat} <Link href={`/bots/${p.botId}`}>{p.botName}</Link> ({p.chips >= 0 ? '+' : ''}{p.chips}){p.faults > 0 ? ` ✕${p.faults}` : ''}
                    </span>
                  ))}
                </td>
                <td className="small">{m.finishedAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
