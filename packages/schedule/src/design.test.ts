import { describe, expect, it } from 'vitest';
import { balancedTableCount, waterFillingBound } from './balanced.ts';
import { binomial, kSubsets } from './complete.ts';
import { allPairs, countSpread, pairCountsOf } from './pairs.ts';

describe('design helpers', () => {
  it('counts and lists k-subsets', () => {
    expect([binomial(5, 3), binomial(8, 4), binomial(40, 5), binomial(3, 4)]).toEqual([10, 70, 658008, 0]);
    expect(kSubsets(4, 2)).toEqual([[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
    expect(kSubsets(9, 4)).toHaveLength(126);
  });

  it('sizes a balanced round: a multiple of n/gcd(n,k) tables with a slot for every pair', () => {
    for (const [n, k, t] of [[12, 4, 12], [13, 4, 13], [16, 4, 20], [10, 3, 20], [9, 3, 12], [40, 4, 130]] as const) {
      expect(balancedTableCount(n, k)).toBe(t);
      expect((t * k) % n).toBe(0);
      expect(t * binomial(k, 2)).toBeGreaterThanOrEqual(binomial(n, 2));
    }
  });

  it('computes the water-filling lower bound of Σc²', () => {
    expect(waterFillingBound([0, 0, 0], 4)).toBe(4 + 1 + 1);
    expect(waterFillingBound([2, 0, 0], 2)).toBe(4 + 1 + 1);
    expect(waterFillingBound([3, 0], 1)).toBe(9 + 1);
    expect(waterFillingBound([], 5)).toBe(0);
  });

  it('counts pairs of tables given by id, ignoring unknown ids', () => {
    const counts = pairCountsOf(['a', 'b', 'c'], [['a', 'b', 'x'], ['a', 'b'], ['b', 'c']]);
    expect([counts.get(0, 1), counts.get(1, 0), counts.get(1, 2), counts.get(0, 2)]).toEqual([2, 2, 1, 0]);
    expect(countSpread(counts, allPairs(3))).toEqual({ min: 0, max: 2 });
    expect(countSpread(counts, [])).toEqual({ min: 0, max: 0 });
  });
});
