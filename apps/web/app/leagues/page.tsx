import Link from 'next/link';
import { fetchListedLeagues } from '@/lib/leagues/data';

export const metadata = { title: 'Leagues' };
export const dynamic = 'force-dynamic';

export default async function LeaguesPage() {
  const leagues = await fetchListedLeagues();
  return (
    <>
      <h1>Leagues</h1>
      {leagues.length === 0 ? <p className="muted">No leagues yet.</p> : (
        <table className="data">
          <thead><tr><th>League</th><th>Game</th><th>State</th><th className="num">Seats</th><th className="num">Rounds</th></tr></thead>
          <tbody>
            {leagues.map((l) => (
              <tr key={l.id}>
                <td><Link href={`/leagues/${l.slug}`}>{l.name}</Link></td>
                <td>{l.game}</td><td>{l.state}</td><td className="num">{l.seatsPerTable}</td><td className="num">{l.targetRounds}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
