/**
 * Small dense linear algebra for the rating fit: a square matrix in one `Float64Array`, Cholesky
 * factorisation of a symmetric positive definite matrix, solves and the inverse. The matrices here
 * are the observed information of a league (one row per bot), so n is small (tens, a few hundred)
 * and O(n³) is fine.
 */
export class SquareMatrix {
  readonly data: Float64Array;

  constructor(readonly n: number) {
    this.data = new Float64Array(n * n);
  }

  get(i: number, j: number): number {
    return this.data[i * this.n + j] as number;
  }

  set(i: number, j: number, value: number): void {
    this.data[i * this.n + j] = value;
  }

  add(i: number, j: number, value: number): void {
    this.data[i * this.n + j] = this.get(i, j) + value;
  }
}

/** The lower-triangular L with L·Lᵀ = a, or `undefined` when a is not positive definite. */
export function cholesky(a: SquareMatrix): SquareMatrix | undefined {
  const n = a.n;
  const l = new SquareMatrix(n);
  for (let j = 0; j < n; j++) {
    let diagonal = a.get(j, j);
    for (let k = 0; k < j; k++) diagonal -= l.get(j, k) ** 2;
    if (!(diagonal > 0)) return undefined;
    const ljj = Math.sqrt(diagonal);
    l.set(j, j, ljj);
    for (let i = j + 1; i < n; i++) {
      let sum = a.get(i, j);
      for (let k = 0; k < j; k++) sum -= l.get(i, k) * l.get(j, k);
      l.set(i, j, sum / ljj);
    }
  }
  return l;
}

/** Solves L·y = b (forward substitution). */
export function solveLower(l: SquareMatrix, b: readonly number[]): number[] {
  const y: number[] = [];
  for (let i = 0; i < l.n; i++) {
    let sum = b[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= l.get(i, k) * (y[k] ?? 0);
    y.push(sum / l.get(i, i));
  }
  return y;
}

/** L·z for a lower-triangular L. */
export function multiplyLower(l: SquareMatrix, z: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < l.n; i++) {
    let sum = 0;
    for (let k = 0; k <= i; k++) sum += l.get(i, k) * (z[k] ?? 0);
    out.push(sum);
  }
  return out;
}

/** Solves Lᵀ·x = y (back substitution). */
export function solveUpperTransposed(l: SquareMatrix, y: readonly number[]): number[] {
  const n = l.n;
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= l.get(k, i) * (x[k] ?? 0);
    x[i] = sum / l.get(i, i);
  }
  return x;
}

/** Solves a·x = b given the Cholesky factor L of a. */
export function choleskySolve(l: SquareMatrix, b: readonly number[]): number[] {
  return solveUpperTransposed(l, solveLower(l, b));
}

/** a⁻¹ given the Cholesky factor L of a. */
export function choleskyInverse(l: SquareMatrix): SquareMatrix {
  const n = l.n;
  const inverse = new SquareMatrix(n);
  for (let j = 0; j < n; j++) {
    const unit = new Array<number>(n).fill(0);
    unit[j] = 1;
    const column = choleskySolve(l, unit);
    for (let i = 0; i < n; i++) inverse.set(i, j, column[i] ?? 0);
  }
  return inverse;
}

/** Solves a·x = b for any invertible (small) a: Gaussian elimination with partial pivoting. */
export function solveGeneral(a: SquareMatrix, b: readonly number[]): number[] {
  const n = a.n;
  const m = new SquareMatrix(n);
  m.data.set(a.data);
  const x = Array.from({ length: n }, (_, i) => b[i] ?? 0);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m.get(r, c)) > Math.abs(m.get(p, c))) p = r;
    for (let q = 0; q < n; q++) {
      const t = m.get(c, q);
      m.set(c, q, m.get(p, q));
      m.set(p, q, t);
    }
    [x[c], x[p]] = [x[p] ?? 0, x[c] ?? 0];
    for (let r = c + 1; r < n; r++) {
      const f = m.get(r, c) / m.get(c, c);
      for (let q = c; q < n; q++) m.add(r, q, -f * m.get(c, q));
      x[r] = (x[r] ?? 0) - f * (x[c] ?? 0);
    }
  }
  for (let r = n - 1; r >= 0; r--) {
    let sum = x[r] ?? 0;
    for (let q = r + 1; q < n; q++) sum -= m.get(r, q) * (x[q] ?? 0);
    x[r] = sum / m.get(r, r);
  }
  return x;
}
