/**
 * Bradley–Terry maximum a posteriori fit by Newton's method, in logit units.
 *
 * Log-posterior of strengths x (x = ELO_LOGIT · rating):
 *   Σ_pairs [ s_ij · log σ(x_i − x_j) + (n_ij − s_ij) · log σ(x_j − x_i) ]
 *   + Σ_i d · [ ½ log σ(x_i) + ½ log σ(−x_i) ]
 * where s_ij is i's score against j over n_ij comparisons (a draw counts ½ a win and ½ a loss)
 * and the prior is d virtual draws of every bot against a virtual anchor of strength 0, in the
 * spirit of BayesElo's virtual draws. The prior keeps an unbeaten bot finite, ties disconnected
 * groups to the anchor and makes the information matrix positive definite, so the posterior is
 * strictly concave and Newton with step halving converges from x = 0.
 */
import { logistic, logLogistic } from './elo.ts';
import { cholesky, choleskySolve, SquareMatrix } from './linalg.ts';
import type { Tally } from './tally.ts';

export interface NewtonOptions {
  /** Virtual draws per bot against the anchor (> 0). */
  readonly priorDraws: number;
  /** Stop when no strength moves by more than this (logit units). */
  readonly tolerance: number;
  readonly maxIterations: number;
}

export interface StrengthFit {
  /** Strengths in logit units, same order as `tally.ids`. */
  readonly x: readonly number[];
  /** The observed information (negative Hessian of the log-posterior) at x. */
  readonly information: SquareMatrix;
  /** Its Cholesky factor. */
  readonly informationFactor: SquareMatrix;
  readonly iterations: number;
}

export function logPosterior(tally: Tally, x: readonly number[], priorDraws: number): number {
  let sum = 0;
  for (const p of tally.pairs) {
    const d = (x[p.i] ?? 0) - (x[p.j] ?? 0);
    sum += p.scoreI * logLogistic(d) + (p.games - p.scoreI) * logLogistic(-d);
  }
  for (const xi of x) sum += priorDraws * 0.5 * (logLogistic(xi) + logLogistic(-xi));
  return sum;
}

/** Gradient and observed information of the log-posterior at x. */
export function derivatives(tally: Tally, x: readonly number[], priorDraws: number): { gradient: number[]; information: SquareMatrix } {
  const n = x.length;
  const gradient = new Array<number>(n).fill(0);
  const information = new SquareMatrix(n);
  for (const p of tally.pairs) {
    const prob = logistic((x[p.i] ?? 0) - (x[p.j] ?? 0));
    const g = p.scoreI - p.games * prob;
    const w = p.games * prob * (1 - prob);
    gradient[p.i] = (gradient[p.i] ?? 0) + g;
    gradient[p.j] = (gradient[p.j] ?? 0) - g;
    information.add(p.i, p.i, w);
    information.add(p.j, p.j, w);
    information.add(p.i, p.j, -w);
    information.add(p.j, p.i, -w);
  }
  x.forEach((xi, i) => {
    const prob = logistic(xi);
    gradient[i] = (gradient[i] ?? 0) + priorDraws * (0.5 - prob);
    information.add(i, i, priorDraws * prob * (1 - prob));
  });
  return { gradient, information };
}

function factor(information: SquareMatrix): SquareMatrix {
  const l = cholesky(information);
  if (l === undefined) throw new Error('bradley-terry: information matrix not positive definite');
  return l;
}

/** One Newton step from x, halved until the posterior does not decrease. */
function newtonStep(tally: Tally, x: readonly number[], options: NewtonOptions): { x: number[]; step: number } {
  const { gradient, information } = derivatives(tally, x, options.priorDraws);
  const delta = choleskySolve(factor(information), gradient);
  const before = logPosterior(tally, x, options.priorDraws);
  let scale = 1;
  for (let halvings = 0; halvings < 60; halvings++) {
    const next = x.map((xi, i) => xi + scale * (delta[i] ?? 0));
    if (logPosterior(tally, next, options.priorDraws) >= before - 1e-12 * Math.abs(before)) {
      return { x: next, step: Math.max(0, ...delta.map((d) => Math.abs(scale * d))) };
    }
    scale /= 2;
  }
  return { x: [...x], step: 0 };
}

/** The posterior mode and the information there. Throws on bad options (a bug). */
export function fitStrengths(tally: Tally, options: NewtonOptions): StrengthFit {
  if (!(options.priorDraws > 0)) throw new RangeError('fitStrengths: priorDraws must be > 0');
  let x = new Array<number>(tally.ids.length).fill(0);
  let iterations = 0;
  while (iterations < options.maxIterations) {
    iterations += 1;
    const { x: next, step } = newtonStep(tally, x, options);
    x = next;
    if (step <= options.tolerance) break;
  }
  const { information } = derivatives(tally, x, options.priorDraws);
  return { x, information, informationFactor: factor(information), iterations };
}
