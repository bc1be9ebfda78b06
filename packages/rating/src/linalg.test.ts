import { describe, expect, it } from 'vitest';
import { cholesky, choleskyInverse, choleskySolve, SquareMatrix } from './linalg.ts';

function matrix(rows: readonly (readonly number[])[]): SquareMatrix {
  const m = new SquareMatrix(rows.length);
  rows.forEach((row, i) => row.forEach((v, j) => m.set(i, j, v)));
  return m;
}

describe('linalg', () => {
  const a = matrix([[4, 2, 0.4], [2, 5, 1], [0.4, 1, 3]]);

  it('factorises, solves and inverts a positive definite matrix', () => {
    const l = cholesky(a);
    expect(l).toBeDefined();
    if (l === undefined) return;
    const x = choleskySolve(l, [1, 2, 3]);
    const back = [0, 1, 2].map((i) => [0, 1, 2].reduce((s, j) => s + a.get(i, j) * (x[j] ?? 0), 0));
    back.forEach((v, i) => expect(v).toBeCloseTo(i + 1, 12));
    const inv = choleskyInverse(l);
    for (let i = 0; i < 3; i++) {
      for (let j = 0; j < 3; j++) {
        const product = [0, 1, 2].reduce((s, k) => s + a.get(i, k) * inv.get(k, j), 0);
        expect(product).toBeCloseTo(i === j ? 1 : 0, 12);
      }
    }
  });

  it('rejects a matrix that is not positive definite', () => {
    expect(cholesky(matrix([[1, 1], [1, 1]]))).toBeUndefined();
    expect(cholesky(matrix([[-1]]))).toBeUndefined();
  });
});
