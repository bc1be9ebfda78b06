/**
 * The auction grid of a deal (UX.md §1, "Auction, tricks, chips"): the calls made before the first
 * card, a column per seat from the first to call, a new row each time the turn comes round again,
 * `–` for a pass, the call of the current step marked. Calls after the first card (announcements)
 * stay in the decision list, where they happened.
 */
import type { DecisionLine } from './lines.ts';

export interface AuctionCell {
  readonly step: number;
  readonly text: string;
  readonly current: boolean;
}

export interface AuctionGrid {
  /** The seats in column order, from the first to call. */
  readonly seats: readonly number[];
  /** One row per round of calls; null where a seat did not call in that round. */
  readonly rows: readonly (readonly (AuctionCell | null)[])[];
}

/** The grid of the calls made up to `step`, or null when the deal has none by then. */
export function auctionGrid(decisions: readonly DecisionLine[], seatCount: number, step: number): AuctionGrid | null {
  const firstCard = decisions.findIndex((d) => d.isCard);
  const calls = (firstCard === -1 ? decisions : decisions.slice(0, firstCard)).filter((d) => d.step <= step);
  const first = calls[0];
  if (!first) return null;
  const seats = Array.from({ length: seatCount }, (_, i) => (first.seat + i) % seatCount);
  const rows: (AuctionCell | null)[][] = [];
  let row: (AuctionCell | null)[] = seats.map(() => null);
  let lastColumn = -1;
  for (const call of calls) {
    const column = seats.indexOf(call.seat);
    if (column <= lastColumn) {
      rows.push(row);
      row = seats.map(() => null);
    }
    row[column] = { step: call.step, text: call.text === 'pass' ? '–' : call.text, current: call.step === step };
    lastColumn = column;
  }
  rows.push(row);
  return { seats, rows };
}
