import Link from 'next/link';
import type { ChallengeDetail } from '@arena/db/challenges';

const seconds = (ms: number): string => (ms / 1000).toFixed(2);

/** A programmer's challenges with their state; each row links to its result page. */
export function ChallengeList({ challenges }: { challenges: readonly ChallengeDetail[] }) {
  if (challenges.length === 0) return <p className="muted">No challenges yet.</p>;
  return (
    <div className="scroll-x">
      <table className="data small" data-testid="challenges">
        <thead><tr><th>Created (UTC)</th><th>Game</th><th>Your bot</th><th>Opponents</th><th className="num">Deals</th><th>State</th><th className="num">Your rank</th><th className="num">CPU s</th></tr></thead>
        <tbody>
          {challenges.map((c) => {
            const [mine, ...others] = c.seats;
            return (
              <tr key={c.id} data-challenge={c.id} data-status={c.status}>
                <td><Link href={`/challenges/${c.id}`}>{c.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</Link></td>
                <td>{c.game}</td>
                <td>{mine ? `${mine.botName} v${mine.version}` : ''}</td>
                <td>{others.map((s) => `${s.botName} v${s.version}`).join(', ')}</td>
                <td className="num">{c.deals}</td>
                <td><span className="badge">{c.status}</span></td>
                <td className="num">{mine?.rank ?? '–'}</td>
                <td className="num">{c.status === 'done' ? seconds(c.cpuMs) : '–'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
