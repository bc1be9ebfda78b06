import Link from 'next/link';
import { AutoRefresh } from '@/components/auto-refresh';
import { RerunResult } from '@/components/rerun-result';
import { fetchChallenge, fetchRerunComparison } from '@/lib/challenges/data';

export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return { title: `Challenge ${(await params).id.slice(0, 8)}` };
}

/** A challenge's result: state, each seat's figures, CPU, a rerun's comparison with its record; the replay is the match page (/matches/<id>), logs for their owners only. */
export default async function ChallengePage({ params }: Props) {
  const c = await fetchChallenge((await params).id);
  const comparison = await fetchRerunComparison(c);
  const open = c.status === 'queued' || c.status === 'running';
  return (
    <>
      <h1>Challenge {c.id.slice(0, 8)}</h1>
      <p className="muted">
        by {c.challengerName} · {c.game} · {c.deals} duplicate deal{c.deals === 1 ? '' : 's'} · unranked · seed <code>{c.seed}</code> · scoring {c.scoring}
      </p>
      <p data-testid="challenge-status">State: <span className="badge">{c.status}</span>
        {c.status === 'queued' ? ' — waiting for a worker (after placement and ladder matches)' : null}
        {c.status === 'running' ? ` — being played (attempt ${c.attempts})` : null}
        {open ? <AutoRefresh seconds={2} /> : null}
      </p>
      {c.status === 'void' ? <p role="alert" className="field-error">This challenge could not be played: {c.error}</p> : null}
      <ChallengeSeats challenge={c} />
      {c.status === 'done' ? (
        <p>Measured CPU of all bots&apos; decisions: <strong data-testid="challenge-cpu">{(c.cpuMs / 1000).toFixed(3)} s</strong> (counted against {c.challengerName}&apos;s daily quota) · <Link href={`/matches/${c.id}`}>Replay</Link> · <a href={`/matches/${c.id}.json`} download>Download the record (JSON)</a></p>
      ) : null}
      <RerunResult c={c} comparison={comparison} />
      <p><Link href="/challenges">All your challenges</Link></p>
    </>
  );
}

/** Each seat's bot, owner and figures. */
function ChallengeSeats({ challenge }: { challenge: Awaited<ReturnType<typeof fetchChallenge>> }) {
  return (
    <div className="scroll-x">
      <table className="data" data-testid="challenge-result">
        <thead><tr><th className="num">Seat</th><th>Bot</th><th>Owner</th><th className="num">Rank</th><th className="num">{challenge.scoring === 'matchpoints' ? 'Matchpoints' : 'Chips'}</th><th className="num">Chips</th><th className="num">Faults</th><th className="num">CPU ms</th></tr></thead>
        <tbody>
          {challenge.seats.map((s) => (
            <tr key={s.seat}>
              <td className="num">{s.seat}</td>
              <td><Link href={`/bots/${s.botId}`}>{s.botName}</Link> v{s.version}</td>
              <td>{s.ownerName}</td>
              <td className="num">{s.rank ?? '–'}</td>
              <td className="num">{s.score ?? '–'}</td>
              <td className="num">{s.chips ?? '–'}</td>
              <td className="num">{s.faults ?? '–'}</td>
              <td className="num">{s.cpuMs === null ? '–' : s.cpuMs.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
