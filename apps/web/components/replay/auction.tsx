import type { AuctionGrid } from '@/lib/replay/auction';
import { StepLink } from './step-link';

/** The deal's calls before the first card, a column per seat (UX.md §1); each call links to its step. */
export function AuctionTable({ grid }: { grid: AuctionGrid }) {
  return (
    <>
      <h2 className="small">Auction</h2>
      <table className="data small auction" data-testid="auction">
        <thead><tr>{grid.seats.map((s) => <th key={s}>S{s}</th>)}</tr></thead>
        <tbody>
          {grid.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c} aria-current={cell?.current ? 'step' : undefined}>
                  {cell ? <StepLink step={cell.step}>{cell.text}</StepLink> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
