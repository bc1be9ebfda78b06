/**
 * Each bot's likely rank range by simulation: draw strengths from the normal approximation of the
 * posterior, N(x̂, I⁻¹) with I the observed information, rank each draw (rank 1 = strongest) and
 * take the 2.5 % and 97.5 % quantiles of every bot's rank. Draws come from the engine's seeded
 * generator, so the range is a pure function of the results and the seed.
 * A draw is x̂ + L⁻ᵀz with I = L·Lᵀ and z standard normal, whose covariance is I⁻¹.
 */
import { createRng } from '@arena/engine/rng';
import { solveUpperTransposed } from './linalg.ts';
import type { SquareMatrix } from './linalg.ts';
import { nextNormal } from './normal.ts';

export interface RankRange {
  /** The best likely rank (smallest number). */
  readonly best: number;
  /** The worst likely rank (largest number). */
  readonly worst: number;
}

export interface RankRangeOptions {
  readonly samples: number;
  readonly seed: string;
  /** Two-sided coverage, e.g. 0.95. */
  readonly coverage: number;
}

function ranksOf(strengths: readonly number[]): number[] {
  const order = strengths.map((s, i) => [s, i] as const).sort((p, q) => q[0] - p[0] || p[1] - q[1]);
  const ranks = new Array<number>(strengths.length).fill(0);
  order.forEach(([, i], position) => {
    ranks[i] = position + 1;
  });
  return ranks;
}

function quantile(sorted: readonly number[], q: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)));
  return sorted[index] ?? 1;
}

/** The rank range of each bot (same order as x). */
export function simulateRankRanges(x: readonly number[], informationFactor: SquareMatrix, options: RankRangeOptions): RankRange[] {
  const n = x.length;
  if (n <= 1) return x.map(() => ({ best: 1, worst: 1 }));
  const rng = createRng(options.seed);
  const ranks: number[][] = x.map(() => []);
  for (let s = 0; s < options.samples; s++) {
    const z = x.map(() => nextNormal(rng));
    const noise = solveUpperTransposed(informationFactor, z);
    ranksOf(x.map((xi, i) => xi + (noise[i] ?? 0))).forEach((rank, i) => ranks[i]?.push(rank));
  }
  const tail = (1 - options.coverage) / 2;
  return ranks.map((list) => {
    const sorted = [...list].sort((p, q) => p - q);
    return { best: quantile(sorted, tail), worst: quantile(sorted, 1 - tail) };
  });
}
