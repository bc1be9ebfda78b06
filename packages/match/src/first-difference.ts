/**
 * Where a rerun first parts from the record: the first decision whose seat or action differs
 * (after which the two matches are different matches). Shared by `arena rerun` (apps/cli) and the
 * site's reruns of a match (@arena/league/rerun).
 */
import type { DecisionRecord, MatchRecord } from '@arena/record/match-record';

export interface FirstDifference {
  /** Index into the records' decisions. */
  readonly decision: number;
  readonly deal: number;
  /** The decision's place in its deal, from 0. */
  readonly step: number;
  readonly seat: number;
  /** What the record holds there and what the rerun played (null: that match had no such decision). */
  readonly recorded: DecisionRecord | null;
  readonly rerun: DecisionRecord | null;
}

const sameDecision = (x: DecisionRecord, y: DecisionRecord): boolean =>
  x.deal === y.deal && x.seat === y.seat && x.by === y.by && JSON.stringify(x.action) === JSON.stringify(y.action);

/** The first decision at which the rerun differs from the record, or null when all are the same. */
export function firstDifference(recorded: MatchRecord, rerun: MatchRecord): FirstDifference | null {
  const n = Math.max(recorded.decisions.length, rerun.decisions.length);
  for (let i = 0; i < n; i++) {
    const old = recorded.decisions[i] ?? null;
    const now = rerun.decisions[i] ?? null;
    if (old && now && sameDecision(old, now)) continue;
    const at = old ?? now;
    if (!at) break;
    const first = recorded.deals[at.deal]?.firstDecision ?? rerun.deals[at.deal]?.firstDecision ?? i;
    return { decision: i, deal: at.deal, step: i - first, seat: at.seat, recorded: old, rerun: now };
  }
  return null;
}
