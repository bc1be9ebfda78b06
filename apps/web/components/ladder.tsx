/**
 * The ladder (UX.md §3): rank range · bot (version, owner) · Elo · 95 % interval as a whisker on one
 * shared axis · matches · provisional `?` · trend. Ranks come from the stored rank range (1 + the
 * bots statistically better), shown as the CLI's `arena ladder` shows them, provisional bots too
 * (their `?` is in its own column; their range is simply wide).
 */
import Link from 'next/link';
import type { LadderRow } from '@arena/db/ratings';

export function rankText(row: Pick<LadderRow, 'rankLow' | 'rankHigh'>): string {
  return row.rankLow === row.rankHigh ? String(row.rankLow) : `${row.rankLow}–${row.rankHigh}`;
}

/** The 7-day/round change, shown only when it exceeds the interval's half-width; else `·`. */
export function trendText(row: Pick<LadderRow, 'rating' | 'previousRating' | 'low' | 'high'>): string {
  if (row.previousRating === null) return '·';
  const delta = row.rating - row.previousRating;
  if (Math.abs(delta) <= (row.high - row.low) / 2) return '·';
  return `${delta > 0 ? '▲ +' : '▼ −'}${Math.round(Math.abs(delta))}`;
}

function Whisker({ row, min, max }: { row: LadderRow; min: number; max: number }) {
  const w = 180;
  const x = (v: number) => 4 + ((v - min) / Math.max(max - min, 1)) * (w - 8);
  return (
    <svg className="whisker" viewBox={`0 0 ${w} 18`} role="img" aria-label={`95 % interval ${Math.round(row.low)} to ${Math.round(row.high)}`}>
      <line x1={x(row.low)} x2={x(row.high)} y1="9" y2="9" stroke="#334155" strokeWidth="2" strokeDasharray={row.provisional ? '3 2' : undefined} />
      <line x1={x(row.low)} x2={x(row.low)} y1="4" y2="14" stroke="#334155" strokeWidth="2" />
      <line x1={x(row.high)} x2={x(row.high)} y1="4" y2="14" stroke="#334155" strokeWidth="2" />
      <circle cx={x(row.rating)} cy="9" r="4" fill="#1d4ed8" />
    </svg>
  );
}

/** The column heads, each with what its figure means. */
function LadderHead() {
  return (
    <thead>
      <tr>
        <th title="1 + the number of bots whose interval lies wholly above this bot's">Rank</th>
        <th>Bot</th>
        <th className="num" title="Bradley–Terry rating on the Elo scale; the ladder averages 1500">Elo</th>
        <th title="95 % interval of the rating, on one axis for all bots">95 % interval</th>
        <th className="num" title="Pairwise comparisons played (a table of k bots gives each k − 1)">Games</th>
        <th title="? = provisional: too few games or an interval wider than ±100">Prov.</th>
        <th title="Change since the previous round, shown only when larger than the interval's half-width">Trend</th>
      </tr>
    </thead>
  );
}

export function Ladder({ rows, updatedAt }: { rows: readonly LadderRow[]; updatedAt: Date | null }) {
  if (rows.length === 0) return <p className="muted">No ratings yet: the ladder appears after the first match.</p>;
  const min = Math.min(...rows.map((r) => r.low));
  const max = Math.max(...rows.map((r) => r.high));
  return (
    <div className="scroll-x">
      <table className="data ladder" data-testid="ladder">
        <caption className="muted small" style={{ captionSide: 'bottom', textAlign: 'left' }}>
          Ratings computed {updatedAt ? updatedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : '—'}. Axis {Math.round(min)}–{Math.round(max)} Elo.{' '}
          <Link href="/ratings">How ratings work</Link>
        </caption>
        <LadderHead />
        <tbody>
          {rows.map((r) => (
            <tr key={r.entryId} data-bot={r.botId}>
              <td className="rank-range">{rankText(r)}</td>
              <td>
                <Link href={`/bots/${r.botId}`}>{r.botName}</Link> <span className="muted small">v{r.version} · {r.ownerName}{r.isHouse ? ' · house' : ''}</span>
              </td>
              <td className="num">{Math.round(r.rating)} <span className="muted small">±{Math.round((r.high - r.low) / 2)}</span></td>
              <td><Whisker row={r} min={min} max={max} /></td>
              <td className="num">{r.games}</td>
              <td>{r.provisional ? <span title="provisional">?</span> : ''}</td>
              <td>{trendText(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
