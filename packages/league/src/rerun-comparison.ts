/**
 * A rerun set against its record (pure): per seat rotation the first decision where the two
 * matches part (@arena/match/first-difference, the same function as `arena rerun`) and the
 * rerun bot's chips either way, and the chips summed over the rotations compared. A single
 * recorded match is compared with rotation 0 of the rerun (the match as seated).
 */
import { firstDifference, type FirstDifference } from '@arena/match/first-difference';
import { isDuplicateRecord, type LeagueRecord } from '@arena/record/league-record';

export interface RotationComparison {
  readonly rotation: number;
  /** The seat the rerun bot (seat K of rotation 0) sits on in this rotation. */
  readonly seat: number;
  /** Null: identical play. */
  readonly difference: FirstDifference | null;
  readonly chips: { readonly recorded: number; readonly rerun: number };
}

export interface RerunComparison {
  readonly rotations: readonly RotationComparison[];
  /** The bot's chips summed over the rotations compared. */
  readonly chips: { readonly recorded: number; readonly rerun: number };
  readonly identical: boolean;
}

const rotationsOf = (r: LeagueRecord) => (isDuplicateRecord(r) ? r.rotations : [{ order: r.seats.map((_, s) => s), record: r }]);

export function compareRerun(recorded: LeagueRecord, rerun: LeagueRecord, seatK: number): RerunComparison {
  const before = rotationsOf(recorded);
  const after = rotationsOf(rerun);
  const rotations: RotationComparison[] = [];
  for (let i = 0; i < Math.min(before.length, after.length); i++) {
    const old = before[i];
    const now = after[i];
    if (!old || !now) break;
    const seat = old.order.indexOf(seatK);
    rotations.push({
      rotation: i, seat, difference: firstDifference(old.record, now.record),
      chips: { recorded: old.record.chips[seat] ?? 0, rerun: now.record.chips[now.order.indexOf(seatK)] ?? 0 },
    });
  }
  const sum = (pick: (r: RotationComparison) => number) => rotations.reduce((s, r) => s + pick(r), 0);
  return {
    rotations, chips: { recorded: sum((r) => r.chips.recorded), rerun: sum((r) => r.chips.rerun) },
    identical: rotations.every((r) => r.difference === null),
  };
}
