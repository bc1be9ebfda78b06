import Link from 'next/link';
import type { ChallengeDetail } from '@arena/db/challenges';
import type { RerunComparison } from '@arena/league/rerun-comparison';
import type { FirstDifference } from '@arena/match/first-difference';
import { actionText } from '@/lib/replay/lines';

/** A recorded decision in words: `play EA by seat 1` (a done match shows every card). */
function decisionText(d: FirstDifference['recorded']): string {
  if (d === null) return 'nothing (that match was over)';
  return `${actionText(d.action, () => true)} by seat ${d.seat}${d.by === 'default' ? " (the rules' default after a fault)" : ''}`;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const at = (id: string, deal: number, rotation: number): string => `/matches/${id}?deal=${deal}${rotation > 0 ? `&rotation=${rotation}` : ''}`;

/**
 * A rerun's page section: what it reruns, and once done, per seat rotation the first decision
 * where the rerun parts from the record (deal and step from 0, as `arena rerun` prints them) and
 * the rerun bot's chips either way. Actions only: no bot's logs (those stay in the replay, for
 * their owners).
 */
export function RerunResult({ c, comparison }: { c: ChallengeDetail; comparison: RerunComparison | null }) {
  if (c.rerunOf === null) return null;
  const mine = c.seats.find((s) => s.seat === c.challengerSeat);
  const of = c.rerunOf;
  return (
    <section className="panel" aria-label="Rerun against the record" data-testid="rerun-result">
      <h2>Rerun of match <Link href={`/matches/${of}`}>{of.slice(0, 8)}</Link></h2>
      <p>{mine ? <>{mine.botName} v{mine.version}</> : 'Your version'} in seat {c.challengerSeat}; every other seat, the seed and the deals as recorded.</p>
      {comparison === null ? (c.status === 'done' ? <p className="muted">The recorded match has no record to compare with.</p> : <p className="muted">The comparison appears when the rerun is done.</p>) : (
        <>
          <p data-testid="rerun-summary"><strong>{comparison.identical ? 'Identical play' : 'Played otherwise'}</strong>
            {comparison.identical ? ': every decision of every rotation is the recorded one' : null}
            {' · '}seat {c.challengerSeat}&apos;s chips: recorded <strong>{comparison.chips.recorded}</strong>, rerun <strong>{comparison.chips.rerun}</strong> ({signed(comparison.chips.rerun - comparison.chips.recorded)}) over {comparison.rotations.length} rotation{comparison.rotations.length === 1 ? '' : 's'}
          </p>
          <div className="scroll-x">
            <table className="data" data-testid="rerun-rotations">
              <thead><tr><th className="num">Rotation</th><th className="num">Seat</th><th>First difference</th><th>Recorded</th><th>Rerun</th><th className="num">Chips recorded</th><th className="num">Chips rerun</th></tr></thead>
              <tbody>
                {comparison.rotations.map((r) => (
                  <tr key={r.rotation}>
                    <td className="num">{r.rotation}</td>
                    <td className="num">{r.seat}</td>
                    <td>{r.difference === null ? 'identical play' : <>deal {r.difference.deal}, step {r.difference.step}{r.difference.seat === r.seat ? '' : ` (seat ${r.difference.seat}, not yours)`}</>}</td>
                    <td>{r.difference === null ? '–' : <Link href={at(of, r.difference.deal, r.rotation)}>{decisionText(r.difference.recorded)}</Link>}</td>
                    <td>{r.difference === null ? '–' : <Link href={at(c.id, r.difference.deal, r.rotation)}>{decisionText(r.difference.rerun)}</Link>}</td>
                    <td className="num">{r.chips.recorded}</td>
                    <td className="num">{r.chips.rerun}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
