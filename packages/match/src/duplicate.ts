/**
 * Duplicate format: the same deals (same seed) once per seat rotation, so that the luck of the
 * cards cancels. 3 seats: all 6 permutations; 4 or more: each cyclic rotation. Each bot's chips are
 * summed over the rotations, and its matchpoints are counted deal by deal (scoring.ts).
 */
import type { MatchRecord } from '@arena/record/match-record';
import { rotations } from './rotations.ts';
import { runMatch, type RunMatchInput } from './run-match.ts';
import { matchpointTotals, type DuplicateRotation } from './scoring.ts';
import type { SeatDriver } from './seat-driver.ts';

export interface DuplicateInput extends Omit<RunMatchInput, 'seats' | 'resume' | 'hooks'> {
  /** One driver per seat of the first rotation; a driver is reused in every rotation. */
  readonly bots: readonly SeatDriver[];
}

export type { DuplicateRotation } from './scoring.ts';

export interface DuplicateResult {
  readonly rotations: readonly DuplicateRotation[];
  /** Per bot (index into `bots`): chips summed over all rotations, and matchpoints (scoring.ts). */
  readonly totals: readonly DuplicateTotal[];
}

export interface DuplicateTotal {
  readonly bot: number;
  readonly name: string;
  readonly chips: number;
  readonly matchpoints: number;
}

export { rotations } from './rotations.ts';

export function runDuplicate(input: DuplicateInput, run: (match: RunMatchInput) => MatchRecord = runMatch): DuplicateResult {
  const played = rotations(input.bots.length).map((order) => ({
    order, record: run({ ...input, seats: order.map((i) => input.bots[i] as SeatDriver) }),
  }));
  return { rotations: played, totals: duplicateTotals(input.bots, played) };
}

/** Each bot's chips summed over the rotations and its matchpoints. */
export function duplicateTotals(bots: readonly { readonly name: string }[], played: readonly DuplicateRotation[]): DuplicateResult['totals'] {
  const matchpoints = matchpointTotals(bots.length, played);
  return bots.map((b, bot) => ({
    bot, name: b.name,
    chips: played.reduce((sum, p) => sum + p.order.reduce((s, who, seat) => s + (who === bot ? (p.record.chips[seat] ?? 0) : 0), 0), 0),
    matchpoints: matchpoints[bot] ?? 0,
  }));
}
