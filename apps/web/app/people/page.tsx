import Link from 'next/link';
import { GAME_IDS, type GameId } from '@arena/games';
import { GamePicker } from '@/components/game-picker';
import { fetchPeopleLadder } from '@/lib/tables/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: "The people's ladder" };
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The people's ladder (issue 19), per game: everyone who sat at a table with a person, fitted by
 * the leagues' own Bradley–Terry model on the Elo scale from those tables alone (the bots they met
 * are on it too, so people and bots compare; no league rating comes from here).
 */
export default async function PeoplePage({ searchParams }: Props) {
  const q = await searchParams;
  const gameId: GameId = GAME_IDS.find((g) => g === q.game) ?? GAME_IDS[0];
  const rows = await fetchPeopleLadder(gameId);
  return (
    <>
      <h1>The people&apos;s ladder</h1>
      <GamePicker path="/people" current={gameId} />
      <p className="small muted">
        From the tables where people played (<Link href="/tables">sit down yourself</Link>): each table&apos;s chips compare every pair at it,
        fitted as the leagues are (Elo scale, 95 % interval). The bots met there are listed too, so people and bots compare; a league&apos;s
        ladder never uses these tables.
      </p>
      {rows.length === 0 ? <p className="muted">No table with a person of this game is over yet.</p> : (
        <div className="scroll-x">
          <table className="data" data-testid="people-ladder">
            <thead><tr><th className="num">#</th><th>Player</th><th></th><th className="num">Elo</th><th className="num">95 %</th><th className="num">Tables</th><th className="num">Games</th></tr></thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={r.player} data-kind={r.kind}>
                  <td className="num">{i + 1}</td>
                  <td>{r.name}{r.provisional ? <span className="small muted"> (provisional)</span> : null}</td>
                  <td>{r.kind === 'person' ? <span className="badge">person</span> : <span className="small">bot</span>}</td>
                  <td className="num">{r.rating}</td>
                  <td className="num">{r.low}–{r.high}</td>
                  <td className="num">{r.tables}</td>
                  <td className="num">{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
