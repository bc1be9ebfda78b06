/**
 * One deal set of `arena compare`: A and B each sit at a table with the same field and play the
 * same duplicate deals (one seed, every seat rotation) through the match host that `arena play
 * --duplicate` uses; the set scores B against A by their points over the rotations.
 */
import { deriveSeed } from '@arena/engine/rng';
import { ok, type Result } from '@arena/engine/result';
import { runDuplicateIsolated } from '@arena/match/host/run-duplicate-isolated';
import type { MatchSpec } from '@arena/match/host/spec';
import type { DuplicateResult } from '@arena/match/duplicate';
import { pairedScore } from '@arena/rating/sprt';
import type { ComparePlan } from './compare-options.ts';

export interface DealSetResult {
  readonly set: number;
  readonly seed: string;
  /** A's and B's points on the set (chips or matchpoints over every rotation, as `scoring` says). */
  readonly pointsA: number;
  readonly pointsB: number;
  /** B's score against A: 1, ½ or 0. */
  readonly score: number;
  /** Deals played at both tables, every rotation counted. */
  readonly deals: number;
  readonly faultsA: number;
  readonly faultsB: number;
}

/** The seed of deal set `set`: a stream of its own of the comparison's seed. */
export function dealSetSeed(seed: string, set: number): string {
  return deriveSeed(seed, 'compare-set', set);
}

function tableSpec(plan: ComparePlan, bot: ComparePlan['a'], seed: string): MatchSpec {
  return {
    game: plan.game.id, seed, bots: [bot, ...plan.field],
    ...(plan.options === undefined ? {} : { options: plan.options }), ...(plan.maxDeals === undefined ? {} : { maxDeals: plan.maxDeals }),
  };
}

/** The compared bot's (bot 0's) points at its table. */
function pointsOf(result: DuplicateResult, scoring: ComparePlan['scoring']): number {
  const total = result.totals[0];
  if (!total) throw new Error('a duplicate result without the compared bot');
  return scoring === 'chips' ? total.chips : total.matchpoints;
}

/** Faults of the compared bot over every rotation. */
function faultsOf(result: DuplicateResult): number {
  return result.rotations.reduce((sum, { order, record }) => sum + record.faults.filter((f) => order[f.seat] === 0).length, 0);
}

function dealsOf(result: DuplicateResult): number {
  return result.rotations.reduce((sum, r) => sum + r.record.deals.length, 0);
}

/**
 * Plays deal set `set` at both tables at once (the machine's match slots bound the processes);
 * `onRotation` hears of every rotation played, of both tables together.
 */
export async function playDealSet(plan: ComparePlan, set: number, onRotation?: (done: number, total: number) => void): Promise<Result<DealSetResult, string>> {
  const seed = dealSetSeed(plan.seed, set);
  let done = 0;
  const options = { onRotation: (_: number, total: number) => onRotation?.(++done, 2 * total) };
  const [a, b] = await Promise.all([runDuplicateIsolated(tableSpec(plan, plan.a, seed), options), runDuplicateIsolated(tableSpec(plan, plan.b, seed), options)]);
  if (!a.ok) return a;
  if (!b.ok) return b;
  const pointsA = pointsOf(a.value, plan.scoring);
  const pointsB = pointsOf(b.value, plan.scoring);
  return ok({
    set, seed, pointsA, pointsB, score: pairedScore(pointsA, pointsB), deals: dealsOf(a.value) + dealsOf(b.value),
    faultsA: faultsOf(a.value), faultsB: faultsOf(b.value),
  });
}
