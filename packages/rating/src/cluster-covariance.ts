/**
 * The covariance of the fitted strengths when the comparisons come in tables that share their luck
 * (the k·(k−1)/2 comparisons of one duplicate match share its deals): Bradley–Terry's point
 * estimate with a sandwich covariance clustered by table (Huber–White, the "cluster-robust"
 * estimator of econometrics), in logit units:
 *
 *   V = H⁻¹ · M · H⁻¹,   M = G/(G−1) · Σ_t ĝ_t ĝ_tᵀ + D,   ĝ_t = (I − J_t·H⁻¹)⁻¹ g_t
 *
 * H is the observed information of the posterior at x̂ (data and prior), g_t the gradient of table
 * t's log-likelihood at x̂ (per bot, Σ over its pairs at the table of score − expected score), J_t
 * that table's own information, G the number of tables and D the prior's information (the prior is
 * not clustered: its virtual draws are independent of the tables).
 *
 * ĝ_t takes the table's own pull on the fit out of its residual (the "CR3" correction, the
 * jackknife's closed form): plain residuals at x̂ are too small when a bot has sat at few tables,
 * and the plain sandwich covered only 87–92 % with 5 rounds of play (bench/coverage.ts). With
 * independent comparisons E[Σ g gᵀ] is the data information and V ≈ H⁻¹, the model-based
 * covariance; when a table's comparisons are positively correlated the intervals widen.
 */
import { logistic } from './elo.ts';
import { choleskyInverse, solveGeneral, SquareMatrix } from './linalg.ts';
import type { StrengthFit } from './bradley-terry.ts';

/** One comparison with bot indexes into the fit's strengths; `score` is i's score against j. */
export interface IndexedComparison {
  readonly i: number;
  readonly j: number;
  readonly score: number;
}

/** The gradient of one table's log-likelihood at x. */
function tableGradient(table: readonly IndexedComparison[], x: readonly number[]): number[] {
  const g = new Array<number>(x.length).fill(0);
  for (const c of table) {
    const residual = c.score - logistic((x[c.i] ?? 0) - (x[c.j] ?? 0));
    g[c.i] = (g[c.i] ?? 0) + residual;
    g[c.j] = (g[c.j] ?? 0) - residual;
  }
  return g;
}

/** The information of one table (a graph Laplacian of p·(1−p) per pair) over its bots `at`. */
function tableInformation(table: readonly IndexedComparison[], x: readonly number[], at: ReadonlyMap<number, number>): SquareMatrix {
  const info = new SquareMatrix(at.size);
  for (const c of table) {
    const p = logistic((x[c.i] ?? 0) - (x[c.j] ?? 0));
    const w = p * (1 - p);
    const a = at.get(c.i) ?? 0;
    const b = at.get(c.j) ?? 0;
    info.add(a, a, w);
    info.add(b, b, w);
    info.add(a, b, -w);
    info.add(b, a, -w);
  }
  return info;
}

/**
 * The table's gradient with its own leverage taken out, (I − J_t·H⁻¹)⁻¹ g_t: only the table's
 * bots are involved, because g_t and the rows of J_t vanish elsewhere.
 */
function adjustedGradient(table: readonly IndexedComparison[], x: readonly number[], inverse: SquareMatrix): number[] {
  const g = tableGradient(table, x);
  const bots = [...new Set(table.flatMap((c) => [c.i, c.j]))].sort((p, q) => p - q);
  const info = tableInformation(table, x, new Map(bots.map((b, k) => [b, k] as const)));
  const system = new SquareMatrix(bots.length);
  bots.forEach((_, r) => bots.forEach((col, c) => {
    const leverage = bots.reduce((s, m, q) => s + info.get(r, q) * inverse.get(m, col), 0);
    system.set(r, c, (r === c ? 1 : 0) - leverage);
  }));
  const y = solveGeneral(system, bots.map((b) => g[b] ?? 0));
  const out = new Array<number>(x.length).fill(0);
  bots.forEach((b, k) => { out[b] = y[k] ?? 0; });
  return out;
}

/** Lexicographic order of vectors, so that the sum below does not depend on the tables' order. */
function lexicographic(p: readonly number[], q: readonly number[]): number {
  for (let k = 0; k < p.length; k++) {
    const d = (p[k] ?? 0) - (q[k] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The meat M of the sandwich (see the module comment). */
function meat(tables: readonly (readonly IndexedComparison[])[], x: readonly number[], priorDraws: number, inverse: SquareMatrix): SquareMatrix {
  const n = x.length;
  const m = new SquareMatrix(n);
  const gradients = tables.filter((t) => t.length > 0).map((t) => adjustedGradient(t, x, inverse)).sort(lexicographic);
  const factor = gradients.length > 1 ? gradients.length / (gradients.length - 1) : 1;
  for (const g of gradients) {
    for (let i = 0; i < n; i++) {
      const gi = (g[i] ?? 0) * factor;
      if (gi === 0) continue;
      for (let j = 0; j < n; j++) m.add(i, j, gi * (g[j] ?? 0));
    }
  }
  x.forEach((xi, i) => {
    const p = logistic(xi);
    m.add(i, i, priorDraws * p * (1 - p));
  });
  return m;
}

/** a · b for square matrices. */
function multiply(a: SquareMatrix, b: SquareMatrix): SquareMatrix {
  const n = a.n;
  const out = new SquareMatrix(n);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < n; k++) {
      const aik = a.get(i, k);
      if (aik === 0) continue;
      for (let j = 0; j < n; j++) out.add(i, j, aik * b.get(k, j));
    }
  }
  return out;
}

/** The cluster-robust covariance V of the strengths (logit units), symmetric by construction. */
export function clusterCovariance(fit: StrengthFit, tables: readonly (readonly IndexedComparison[])[], priorDraws: number): SquareMatrix {
  const inverse = choleskyInverse(fit.informationFactor);
  const v = multiply(multiply(inverse, meat(tables, fit.x, priorDraws, inverse)), inverse);
  for (let i = 0; i < v.n; i++) {
    for (let j = 0; j < i; j++) {
      const mean = (v.get(i, j) + v.get(j, i)) / 2;
      v.set(i, j, mean);
      v.set(j, i, mean);
    }
  }
  return v;
}
