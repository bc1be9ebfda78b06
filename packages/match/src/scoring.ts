/**
 * How a duplicate match scores its bots (issue 16):
 * - `matchpoints`: each deal is compared across its rotations, the way duplicate
 *   bridge scores a board. A board is one deal seen from one seat: in every rotation some bot held
 *   exactly those cards. The bots' results on the board (their chips on that deal from that seat;
 *   the mean when a bot held the seat twice, as at 3 seats) are compared pairwise: 1 point for every
 *   bot beaten, ½ for every tie. A bot's matchpoints are its points over all boards, so one deal
 *   can move them by at most k − 1 however big its pot.
 * - `chips`: the bot's chips summed over every rotation: a big pot weighs as much as its chips.
 * When a deal was not played in every rotation (Lupfen's extension), a board is scored among the
 * bots that played it and scaled to the full table (k − 1 for beating everyone), and a bot that did
 * not play it gets the average, (k − 1)/2.
 */
import { err, ok, type Result } from '@arena/engine/result';
import { findGame } from '@arena/games';
import type { MatchRecord } from '@arena/record/match-record';

/** One rotation of a duplicate set: who sat where, and what was played. */
export interface DuplicateRotation {
  /** `order[seat]` = index into `bots` of the bot on that seat. */
  readonly order: readonly number[];
  readonly record: MatchRecord;
}

export const SCORINGS = ['matchpoints', 'chips'] as const;
export type Scoring = (typeof SCORINGS)[number];

/**
 * A game's default: the scoring that ranked the example bots and weakened copies of them in their
 * true order with fewer deals (`npm run bench -- --only rating`, apps/bench/src/scoring.ts), which
 * the game's definition states as `duplicateScoring`. Where a deal's chips mostly say who won it,
 * matchpoints need fewer deals; where the skill is in how much is won or lost (staying out of a
 * pot you cannot take), the matchpoints' many ties throw that away and summed chips do better.
 * Chips for a game that states none.
 */
export function defaultScoring(game: string): Scoring {
  return findGame(game)?.duplicateScoring ?? 'chips';
}

/**
 * A league's scoring: the one asked for, else the game's default; a league without the duplicate
 * format has no rotations to compare a deal across, so it sums chips.
 */
export function leagueScoring(game: string, duplicate: boolean, asked?: Scoring): Result<Scoring, string> {
  if (!duplicate) return asked === 'matchpoints' ? err('matchpoints compare each deal across its rotations, so they need the duplicate format') : ok('chips');
  return ok(asked ?? defaultScoring(game));
}

/** A board's result per bot (index into the bots), undefined for a bot that did not play it. */
function boardResults(played: readonly DuplicateRotation[], bots: number, deal: number, seat: number): (number | undefined)[] {
  const sums = new Array<number>(bots).fill(0);
  const counts = new Array<number>(bots).fill(0);
  for (const { order, record } of played) {
    const payoff = record.deals[deal]?.outcome.payoffs[seat];
    const bot = order[seat];
    if (payoff === undefined || bot === undefined) continue;
    sums[bot] = (sums[bot] ?? 0) + payoff;
    counts[bot] = (counts[bot] ?? 0) + 1;
  }
  return sums.map((s, b) => ((counts[b] ?? 0) > 0 ? s / (counts[b] ?? 1) : undefined));
}

/** What one board result earns against another: a matchpoint, or IMP-like steps. */
type Versus = (mine: number, other: number) => number;

const MATCHPOINT: Versus = (mine, other) => (other < mine ? 1 : other === mine ? 0.5 : 0);
/** The signed square root of the difference: grows with the margin, but ever more slowly. */
const IMP_STEP: Versus = (mine, other) => Math.sign(mine - other) * Math.sqrt(Math.abs(mine - other));

/** Every bot's points on one board against the others present, scaled to the full table. */
function boardPoints(results: readonly (number | undefined)[], versus: Versus, even: number): number[] {
  const k = results.length;
  const present = results.filter((r) => r !== undefined);
  return results.map((mine) => {
    if (mine === undefined || present.length < 2) return (k - 1) * even;
    const earned = present.reduce((s, other) => s + versus(mine, other), 0) - versus(mine, mine);
    return ((k - 1) * earned) / (present.length - 1);
  });
}

/** Matchpoints of every bot on one board (see the module comment). */
export function boardMatchpoints(results: readonly (number | undefined)[]): number[] {
  return boardPoints(results, MATCHPOINT, 0.5);
}

/** IMP-like points of every bot on one board: Σ over the others of ±√|margin|. */
export function boardImps(results: readonly (number | undefined)[]): number[] {
  return boardPoints(results, IMP_STEP, 0);
}

/** Every bot's points over all boards of the duplicate set, board by board. */
function perBoardTotals(bots: number, played: readonly DuplicateRotation[], board: (results: readonly (number | undefined)[]) => number[]): number[] {
  const totals = new Array<number>(bots).fill(0);
  const deals = Math.max(0, ...played.map((p) => p.record.deals.length));
  const seats = played[0]?.order.length ?? 0;
  for (let deal = 0; deal < deals; deal++) {
    for (let seat = 0; seat < seats; seat++) {
      board(boardResults(played, bots, deal, seat)).forEach((points, b) => { totals[b] = (totals[b] ?? 0) + points; });
    }
  }
  return totals;
}

export function matchpointTotals(bots: number, played: readonly DuplicateRotation[]): number[] {
  return perBoardTotals(bots, played, boardMatchpoints);
}

export function impTotals(bots: number, played: readonly DuplicateRotation[]): number[] {
  return perBoardTotals(bots, played, boardImps);
}
