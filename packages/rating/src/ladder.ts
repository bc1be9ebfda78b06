/**
 * The Elo ladder of a league: Bradley–Terry maximum likelihood (with a weak prior) over all of a
 * league's pairwise comparisons, on the Elo scale, with 95 % intervals, likely rank ranges and a
 * provisional flag. See README.md of this package for the model and its constants.
 *
 * - Ratings are centred so that their average is exactly `centre` (1500).
 * - Covariance V of the strengths: for table results (`fitTableRatings`), the sandwich clustered
 *   by table (cluster-covariance.ts), because the comparisons of one table share its deals; for
 *   independent comparisons (`fitRatings`), the inverse observed information I⁻¹.
 * - Intervals: rating ± z·sd, sd from P·V·P with P = I − 11ᵀ/n (the covariance of each rating
 *   relative to the field's average).
 * - Rank ranges: simulation from N(x̂, V) with a seeded generator (rank-range.ts).
 * - Provisional: no comparisons yet, or half the interval wider than `provisionalHalfWidth`.
 */
import { fitStrengths } from './bradley-terry.ts';
import { clusterCovariance } from './cluster-covariance.ts';
import type { IndexedComparison } from './cluster-covariance.ts';
import type { Comparison, TableResult } from './comparisons.ts';
import { comparisonsFromTable } from './comparisons.ts';
import { ELO_LOGIT } from './elo.ts';
import { cholesky, choleskyInverse } from './linalg.ts';
import type { SquareMatrix } from './linalg.ts';
import { simulateRankRanges } from './rank-range.ts';
import { tallyComparisons } from './tally.ts';
import type { Tally } from './tally.ts';

export interface FitOptions {
  /** Average rating of the ladder. */
  readonly centre: number;
  /** Virtual draws of every bot against an anchor at the centre (the prior; > 0). */
  readonly priorDraws: number;
  /** Two-sided coverage of the intervals and rank ranges. */
  readonly coverage: number;
  /** A bot is provisional while (high − low)/2 exceeds this (Elo). */
  readonly provisionalHalfWidth: number;
  /** Newton stops when no rating moves by more than this (Elo). */
  readonly tolerance: number;
  readonly maxIterations: number;
  /** Rank-range simulation: number of draws and the seed of its generator. */
  readonly rankSamples: number;
  readonly rankSeed: string;
  /** Bots to list even without results (e.g. every entry of the league). */
  readonly ids: readonly string[];
  /**
   * The bots that rank among each other (a league's current entries); empty: every bot. The others
   * (replaced versions) get the rank range they would take among these.
   */
  readonly ranked: readonly string[];
}

export const DEFAULT_FIT_OPTIONS: FitOptions = {
  centre: 1500,
  priorDraws: 2,
  coverage: 0.95,
  provisionalHalfWidth: 100,
  tolerance: 1e-9,
  maxIterations: 100,
  rankSamples: 2000,
  rankSeed: 'arena-rank-range',
  ids: [],
  ranked: [],
};

export interface LadderRow {
  readonly id: string;
  /** Elo; the ladder's average is `centre`. Not rounded (round when storing). */
  readonly rating: number;
  /** The interval's bounds (coverage `coverage`, 95 % by default). */
  readonly low: number;
  readonly high: number;
  /** Likely rank range, 1 = top: rankLow ≤ rankHigh. */
  readonly rankLow: number;
  readonly rankHigh: number;
  /** Comparisons played (a table of k bots gives each of them k − 1). */
  readonly games: number;
  /** Comparison points: win 1, draw ½. */
  readonly score: number;
  readonly provisional: boolean;
}

export interface Ladder {
  /** Sorted by rating, best first (ties by id). */
  readonly rows: readonly LadderRow[];
  readonly centre: number;
  /** Newton iterations used. */
  readonly iterations: number;
}

/**
 * z with P(|Z| ≤ z) = coverage for a standard normal Z, by bisection on erf (1.959964 for 0.95).
 * Accurate to ~1e-9 for coverage in (0, 0.9999].
 */
export function normalQuantile(coverage: number): number {
  if (!(coverage > 0 && coverage <= 0.9999)) throw new RangeError(`normalQuantile: coverage ${coverage} out of (0, 0.9999]`);
  const cdf = (z: number): number => 0.5 * (1 + erf(z / Math.SQRT2));
  let lo = 0;
  let hi = 10;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) - cdf(-mid) < coverage) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** erf by its Taylor series for |x| ≤ 4 (error < 1e-9 there); 1 beyond (erfc(4) < 2e-8). */
function erf(x: number): number {
  if (x < 0) return -erf(-x);
  if (x > 4) return 1;
  let term = x;
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term *= (-x * x) / n;
    const add = term / (2 * n + 1);
    sum += add;
    if (Math.abs(add) < 1e-17) break;
  }
  return (2 / Math.sqrt(Math.PI)) * sum;
}

/** Standard deviations (Elo) of the centred ratings, from the covariance of the strengths. */
function centredDeviations(cov: SquareMatrix): number[] {
  const n = cov.n;
  const indexes = Array.from({ length: n }, (_, i) => i);
  const rowMeans = indexes.map((i) => indexes.reduce((s, j) => s + cov.get(i, j), 0) / n);
  const grandMean = rowMeans.reduce((s, v) => s + v, 0) / n;
  return indexes.map((i) => {
    const variance = cov.get(i, i) - 2 * (rowMeans[i] ?? 0) + grandMean;
    return Math.sqrt(Math.max(0, variance)) / ELO_LOGIT;
  });
}

function covarianceFactor(cov: SquareMatrix): SquareMatrix {
  const factor = cholesky(cov);
  if (factor === undefined) throw new Error('ladder: covariance not positive definite');
  return factor;
}

function buildRows(tally: Tally, x: readonly number[], cov: SquareMatrix, options: FitOptions): LadderRow[] {
  const n = x.length;
  const meanX = x.reduce((s, v) => s + v, 0) / Math.max(1, n);
  const deviations = centredDeviations(cov);
  const z = normalQuantile(options.coverage);
  const ranked = options.ranked.length === 0 ? undefined : new Set(options.ranked);
  const ranks = simulateRankRanges(x, covarianceFactor(cov), {
    samples: options.rankSamples, seed: options.rankSeed, coverage: options.coverage,
    ...(ranked === undefined ? {} : { ranked: tally.ids.map((id) => ranked.has(id)) }),
  });
  return tally.ids.map((id, i) => {
    const rating = options.centre + ((x[i] ?? 0) - meanX) / ELO_LOGIT;
    const halfWidth = z * (deviations[i] ?? 0);
    const games = tally.games[i] ?? 0;
    const rank = ranks[i] ?? { best: 1, worst: n };
    return {
      id, rating, low: rating - halfWidth, high: rating + halfWidth,
      rankLow: rank.best, rankHigh: rank.worst, games, score: tally.scores[i] ?? 0,
      provisional: games === 0 || halfWidth > options.provisionalHalfWidth,
    };
  });
}

function byRating(p: LadderRow, q: LadderRow): number {
  return q.rating - p.rating || (p.id < q.id ? -1 : p.id > q.id ? 1 : 0);
}

/** The comparisons of each table with the fit's bot indexes. */
function indexTables(tables: readonly (readonly Comparison[])[], ids: readonly string[]): IndexedComparison[][] {
  const index = new Map(ids.map((id, i) => [id, i] as const));
  return tables.map((table) => table.map((c) => ({ i: index.get(c.a) ?? 0, j: index.get(c.b) ?? 0, score: c.score })));
}

/** The ladder of `comparisons`; with `tables` (the comparisons grouped by table) the covariance is clustered by table. */
function fitLadder(comparisons: readonly Comparison[], tables: readonly (readonly Comparison[])[] | undefined, options: Partial<FitOptions>): Ladder {
  const o: FitOptions = { ...DEFAULT_FIT_OPTIONS, ...options };
  const tally = tallyComparisons(comparisons, o.ids);
  if (tally.ids.length === 0) return { rows: [], centre: o.centre, iterations: 0 };
  const fit = fitStrengths(tally, { priorDraws: o.priorDraws, tolerance: o.tolerance * ELO_LOGIT, maxIterations: o.maxIterations });
  const cov = tables === undefined ? choleskyInverse(fit.informationFactor) : clusterCovariance(fit, indexTables(tables, tally.ids), o.priorDraws);
  return { rows: buildRows(tally, fit.x, cov, o).sort(byRating), centre: o.centre, iterations: fit.iterations };
}

/** The ladder of independent `comparisons` (plus `options.ids` without results): model-based intervals. */
export function fitRatings(comparisons: readonly Comparison[], options: Partial<FitOptions> = {}): Ladder {
  return fitLadder(comparisons, undefined, options);
}

/**
 * The ladder of duplicate table results (each pair at a table is one comparison), with intervals
 * and rank ranges that allow for the dependence of one table's comparisons (clustered by table).
 */
export function fitTableRatings(tables: readonly TableResult[], options: Partial<FitOptions> = {}): Ladder {
  const grouped = tables.map(comparisonsFromTable);
  return fitLadder(grouped.flat(), grouped, options);
}
