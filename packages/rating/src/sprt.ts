/**
 * A sequential probability ratio test on the Elo difference of two bots, B against A, from paired
 * results: each observation is one deal set that both played (the same deals, against the same
 * field), scored as B's score against A in [0, 1] (1 = B did better, ½ = as well, 0 = worse, or
 * any fraction between, e.g. the share of boards B won).
 *
 * The test is fishtest's generalised SPRT (M. Van den Bergh, "A practical introduction to the
 * GSPRT", fishtest's stats/LLRcalc.py): the scores are treated as draws from an unknown
 * distribution over the values observed; under H0 its mean is the logistic score of `elo0`, under
 * H1 of `elo1`; the log-likelihood ratio compares the two maximum-likelihood distributions with
 * those means. It stops when the ratio leaves [log(β/(1−α)), log((1−β)/α)] (Wald's bounds), or at
 * a maximum number of deal sets (then the answer is "inconclusive"). See the package README.
 */
import { err, ok, type Result } from '@arena/engine/result';
import { ELO_LOGIT, logistic } from './elo.ts';

export interface SprtConfig {
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
  /** The most deal sets to play; at this many without a decision the test is inconclusive. */
  readonly maxSets: number;
}

export const DEFAULT_SPRT: SprtConfig = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05, maxSets: 200 };

/** accept: B is at least elo1 better (H1); reject: at most elo0 (H0). */
export type SprtDecision = 'accept' | 'reject' | 'continue' | 'inconclusive';

export interface EloEstimate {
  /** Mean score of B against A over the deal sets. */
  readonly score: number;
  readonly elo: number;
  /** 95 % interval (empirical likelihood of the mean score, mapped to Elo). */
  readonly low: number;
  readonly high: number;
}

export interface SprtState {
  readonly sets: number;
  readonly llr: number;
  readonly lower: number;
  readonly upper: number;
  readonly decision: SprtDecision;
  readonly elo: EloEstimate;
}

/** How many deal sets scored each value: the empirical distribution the test works on. */
export type ScoreTally = ReadonlyMap<number, number>;

/** Scores are clipped here when turned into Elo, so that a clean sweep stays finite (±2,400 Elo). */
const SCORE_CLIP = 1e-6;
/** Mass given to a score of 0 and 1 when none was seen, as fishtest regularises empty cells. */
const REGULARISE = 1e-3;
const Z95 = 1.959963984540054;

/** Wald's bounds on the log-likelihood ratio: below `lower` accept H0, above `upper` accept H1. */
export function sprtBounds(alpha: number, beta: number): { readonly lower: number; readonly upper: number } {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** The expected score of a bot `elo` points better. */
export function scoreOfElo(elo: number): number {
  return logistic(ELO_LOGIT * elo);
}

/** The Elo difference whose expected score is `score` (clipped to a finite value). */
export function eloOfScore(score: number): number {
  const s = Math.min(1 - SCORE_CLIP, Math.max(SCORE_CLIP, score));
  return Math.log(s / (1 - s)) / ELO_LOGIT;
}

/** B's score against A on one deal set from the two totals on it: 1, ½ or 0. */
export function pairedScore(pointsA: number, pointsB: number): 0 | 0.5 | 1 {
  return pointsB > pointsA ? 1 : pointsB === pointsA ? 0.5 : 0;
}

/** The tally of a list of scores; every score must lie in [0, 1]. */
export function tallyScores(scores: readonly number[]): ScoreTally {
  const tally = new Map<number, number>();
  for (const s of scores) addScore(tally, s);
  return tally;
}

/** Adds one deal set's score to a tally (for a test that updates as it plays). */
export function addScore(tally: Map<number, number>, score: number): void {
  if (!(score >= 0 && score <= 1)) throw new RangeError(`a paired score lies in [0, 1], not ${score}`);
  tally.set(score, (tally.get(score) ?? 0) + 1);
}

function countOf(tally: ScoreTally): number {
  let n = 0;
  for (const c of tally.values()) n += c;
  return n;
}

/** The tally as a probability distribution, with a little mass at 0 and 1 (see REGULARISE). */
function regularisedPdf(tally: ScoreTally): { readonly values: number[]; readonly probs: number[] } {
  const counts = new Map(tally);
  for (const edge of [0, 1]) if (!counts.has(edge)) counts.set(edge, REGULARISE);
  const values = [...counts.keys()].sort((x, y) => x - y);
  const total = values.reduce((sum, v) => sum + (counts.get(v) ?? 0), 0);
  return { values, probs: values.map((v) => (counts.get(v) ?? 0) / total) };
}

/**
 * The Lagrange multiplier of the maximum-likelihood distribution with mean `s`: q_i = p_i / (1 +
 * λ(a_i − s)), λ the root of Σ p_i (a_i − s) / (1 + λ(a_i − s)) = 0 (fishtest's "secular
 * equation"), which decreases in λ over the interval where every 1 + λ(a_i − s) > 0.
 */
function multiplier(values: readonly number[], probs: readonly number[], s: number): number {
  const first = values[0] ?? 0;
  const last = values[values.length - 1] ?? 1;
  let lo = -1 / (last - s);
  let hi = 1 / (s - first);
  const f = (x: number): number => values.reduce((sum, a, i) => sum + ((probs[i] ?? 0) * (a - s)) / (1 + x * (a - s)), 0);
  for (let k = 0; k < 200 && hi - lo > 1e-12 * Math.max(1, Math.abs(lo), Math.abs(hi)); k++) {
    const mid = (lo + hi) / 2;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** The generalised log-likelihood ratio of H1 (Elo difference `elo1`) over H0 (`elo0`). */
export function sprtLlr(tally: ScoreTally, elo0: number, elo1: number): number {
  const n = countOf(tally);
  if (n === 0) return 0;
  const { values, probs } = regularisedPdf(tally);
  const s0 = scoreOfElo(elo0);
  const s1 = scoreOfElo(elo1);
  const l0 = multiplier(values, probs, s0);
  const l1 = multiplier(values, probs, s1);
  const perSet = values.reduce((sum, a, i) => sum + (probs[i] ?? 0) * (Math.log1p(l0 * (a - s0)) - Math.log1p(l1 * (a - s1))), 0);
  return n * perSet;
}

/**
 * −2 log of the empirical likelihood ratio of "the mean score is s" (Owen): 2N Σ p_i log(1 +
 * λ(a_i − s)), the same constrained maximum likelihood as the test's. Zero at the mean, growing
 * on either side; about ((s − mean)/se)² for large N.
 */
function likelihoodDistance(values: readonly number[], probs: readonly number[], n: number, s: number): number {
  const l = multiplier(values, probs, s);
  return 2 * n * values.reduce((sum, a, i) => sum + (probs[i] ?? 0) * Math.log1p(l * (a - s)), 0);
}

/** The score between `inside` (distance 0) and `outside` where the distance reaches `limit`, or `outside` if it never does. */
function crossing(distance: (s: number) => number, inside: number, outside: number, limit: number): number {
  if (distance(outside) <= limit) return outside;
  let near = inside;
  let far = outside;
  for (let k = 0; k < 100; k++) {
    const mid = (near + far) / 2;
    if (distance(mid) > limit) far = mid;
    else near = mid;
  }
  return (near + far) / 2;
}

/**
 * The Elo difference of B over A: the mean score mapped to Elo, with a 95 % interval of the
 * scores whose empirical likelihood ratio is within χ²₁(0.95) = 3.84 of the best, mapped likewise.
 * For many deal sets this is the normal interval mean ± 1.96 se; for few it stays honest where the
 * normal one collapses (a clean sweep of 8 deal sets: at least +227 Elo, not exactly +2,400).
 */
export function eloEstimate(tally: ScoreTally): EloEstimate {
  const n = countOf(tally);
  if (n === 0) return { score: 0.5, elo: 0, low: eloOfScore(0), high: eloOfScore(1) };
  let mean = 0;
  for (const [v, c] of tally) mean += (v * c) / n;
  const { values, probs } = regularisedPdf(tally);
  const centre = values.reduce((sum, a, i) => sum + a * (probs[i] ?? 0), 0);
  const distance = (s: number): number => likelihoodDistance(values, probs, n, s);
  const low = crossing(distance, centre, SCORE_CLIP, Z95 ** 2);
  const high = crossing(distance, centre, 1 - SCORE_CLIP, Z95 ** 2);
  return { score: mean, elo: eloOfScore(mean), low: eloOfScore(Math.min(low, mean)), high: eloOfScore(Math.max(high, mean)) };
}

/** The test's state without the estimate (cheap enough to take after every deal set of a simulation). */
export type SprtStep = Omit<SprtState, 'elo'>;

export function sprtStep(tally: ScoreTally, config: SprtConfig): SprtStep {
  const sets = countOf(tally);
  const llr = sprtLlr(tally, config.elo0, config.elo1);
  const { lower, upper } = sprtBounds(config.alpha, config.beta);
  const decision: SprtDecision = llr >= upper ? 'accept' : llr <= lower ? 'reject' : sets >= config.maxSets ? 'inconclusive' : 'continue';
  return { sets, llr, lower, upper, decision };
}

/** Where the test stands after the deal sets of `tally`, with the Elo estimate. */
export function sprtState(tally: ScoreTally, config: SprtConfig): SprtState {
  return { ...sprtStep(tally, config), elo: eloEstimate(tally) };
}

/** The state after each deal set in turn, up to the first that decides (as the test is run). */
export function sprtOverSequence(scores: readonly number[], config: SprtConfig): SprtState {
  const tally = new Map<number, number>();
  for (const score of scores) {
    addScore(tally, score);
    if (sprtStep(tally, config).decision !== 'continue') break;
  }
  return sprtState(tally, config);
}

/** Why a configuration cannot be tested, or the configuration. */
export function checkSprtConfig(config: SprtConfig): Result<SprtConfig, string> {
  const { elo0, elo1, alpha, beta, maxSets } = config;
  if (!Number.isFinite(elo0) || !Number.isFinite(elo1) || Math.abs(elo0) > 1000 || Math.abs(elo1) > 1000) return err('elo0 and elo1 must be numbers between -1000 and 1000');
  if (!(elo0 < elo1)) return err(`elo0 (${elo0}) must be below elo1 (${elo1})`);
  if (!(alpha > 0 && alpha < 0.5) || !(beta > 0 && beta < 0.5)) return err('alpha and beta must lie strictly between 0 and 0.5');
  if (!Number.isInteger(maxSets) || maxSets < 1) return err('the maximum number of deal sets must be a positive integer');
  return ok(config);
}
