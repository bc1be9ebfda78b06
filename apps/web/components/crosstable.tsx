import Link from 'next/link';
import type { CrosstableCell } from '@arena/db/ratings';

export interface CrossEntry {
  readonly entryId: number;
  readonly botId: number;
  readonly botName: string;
}

/** Head-to-head W-D-L per pair (by chips at the same table), and `+W =D −L` per bot (UX.md §3). */
export function Crosstable({ entries, cells }: { entries: readonly CrossEntry[]; cells: readonly CrosstableCell[] }) {
  if (cells.length === 0) return <p className="muted">No matches played yet.</p>;
  const byPair = new Map(cells.map((c) => [`${c.entryId}:${c.opponentId}`, c]));
  return (
    <div className="scroll-x">
      <table className="data crosstable">
        <caption className="muted small" style={{ captionSide: 'bottom', textAlign: 'left' }}>
          Cell = wins-draws-losses of the row bot against the column bot when they sat at one table (more chips wins); hover for the chip difference.
        </caption>
        <thead>
          <tr>
            <th>Bot</th>
            {entries.map((e, i) => <th key={e.entryId} className="num" title={e.botName}>{i + 1}</th>)}
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((row, i) => {
            let w = 0, d = 0, l = 0;
            return (
              <tr key={row.entryId}>
                <th scope="row">{i + 1}. <Link href={`/bots/${row.botId}`}>{row.botName}</Link></th>
                {entries.map((col) => {
                  if (col.entryId === row.entryId) return <td key={col.entryId} className="num muted">—</td>;
                  const c = byPair.get(`${row.entryId}:${col.entryId}`);
                  if (!c) return <td key={col.entryId} className="num muted">·</td>;
                  w += c.wins; d += c.draws; l += c.losses;
                  return <td key={col.entryId} className="num" title={`${c.games} games, chips ${c.chipDiff >= 0 ? '+' : ''}${c.chipDiff}`}>{c.wins}-{c.draws}-{c.losses}</td>;
                })}
                <td className="num">+{w} ={d} −{l}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
