/**
 * Each bot's likely rank range by simulation: draw strengths from the normal approximation
 * N(x̂, V) of the fit (V the ladder's covariance: model-based, or clustered by table), rank each
 * draw (rank 1 = strongest) and take the 2.5 % and 97.5 % quantiles of every bot's rank. Draws come
 * from the engine's seeded generator, so the range is a pure function of the results and the seed.
 * A draw is x̂ + C·z with V = C·Cᵀ (Cholesky) and z standard normal, whose covariance is V.
 *
 * The normal draws depend only on the seed, the number of bots and of samples, never on the results:
 * a process keeps the last few sets (`standardDraws`), so that a league's refit after each table
 * (@arena/db) does not draw the same numbers again; drawing them was most of a refit's CPU (issue 20).
 *
 * Ranks count only the ranked bots (`ranked`, default all): a league's current entries rank among
 * themselves, and a bot left out (a version its bot has replaced) gets the rank it would take
 * among them, 1 + the ranked bots stronger than it in each draw.
 */
import { createRng } from '@arena/engine/rng';
import { multiplyLower } from './linalg.ts';
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
  /** Which bots rank (same order as x); default every bot. */
  readonly ranked?: readonly boolean[];
}

/**
 * The rank range of each bot (same order as x). Every draw ranks the bots by strength (ties by
 * index) and counts, per bot, how often it drew each rank; the quantiles are read off those counts.
 */
export function simulateRankRanges(x: readonly number[], covarianceFactor: SquareMatrix, options: RankRangeOptions): RankRange[] {
  const n = x.length;
  const ranked = x.map((_, i) => options.ranked?.[i] ?? true);
  /** Ranks run from 1 to `width`: the ranked bots, plus one place for a bot that does not rank. */
  const rankedCount = ranked.filter(Boolean).length;
  const width = rankedCount + (rankedCount < n ? 1 : 0);
  if (width <= 1) return x.map(() => ({ best: 1, worst: 1 }));
  const draws = standardDraws(options.seed, n, options.samples);
  /** counts[i * width + r]: draws in which bot i had rank r + 1. */
  const counts = new Uint32Array(n * width);
  const z = new Array<number>(n).fill(0);
  const strength = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const stronger = (p: number, q: number): number => (strength[q] ?? 0) - (strength[p] ?? 0) || p - q;
  for (let s = 0; s < options.samples; s++) {
    for (let i = 0; i < n; i++) z[i] = draws[s * n + i] ?? 0;
    const noise = multiplyLower(covarianceFactor, z);
    for (let i = 0; i < n; i++) strength[i] = (x[i] ?? 0) + (noise[i] ?? 0);
    // A total order (ties by index), so the previous draw's order is as good a start as any.
    order.sort(stronger);
    let rankedAbove = 0;
    for (const bot of order) {
      const k = bot * width + rankedAbove;
      counts[k] = (counts[k] ?? 0) + 1;
      if (ranked[bot] === true) rankedAbove += 1;
    }
  }
  const tail = (1 - options.coverage) / 2;
  return x.map((_, i) => ({ best: quantile(counts, i, width, options.samples, tail), worst: quantile(counts, i, width, options.samples, 1 - tail) }));
}

/** Sets of draws kept; one holds at most MAX_KEPT_DRAWS numbers (8 MB), a larger one is drawn each time. */
const KEPT_SETS = 4;
const MAX_KEPT_DRAWS = 1 << 20;
const keptDraws = new Map<string, Float64Array>();

/** `samples` × n standard normal draws from `seed`'s generator, in the order they are drawn (sample by sample). */
function standardDraws(seed: string, n: number, samples: number): Float64Array {
  const key = `${n}:${samples}:${seed}`;
  const kept = keptDraws.get(key);
  if (kept) return kept;
  const rng = createRng(seed);
  const draws = new Float64Array(n * samples);
  for (let k = 0; k < draws.length; k++) draws[k] = nextNormal(rng);
  if (draws.length <= MAX_KEPT_DRAWS) {
    if (keptDraws.size >= KEPT_SETS) keptDraws.delete(keptDraws.keys().next().value ?? '');
    keptDraws.set(key, draws);
  }
  return draws;
}

/** The q-quantile of bot i's ranks (1..width): the rank at index floor(q * samples) of its sorted draws. */
function quantile(counts: Uint32Array, i: number, width: number, samples: number, q: number): number {
  const index = Math.min(samples - 1, Math.max(0, Math.floor(q * samples)));
  let seen = 0;
  for (let r = 0; r < width; r++) {
    seen += counts[i * width + r] ?? 0;
    if (seen > index) return r + 1;
  }
  return width;
}
