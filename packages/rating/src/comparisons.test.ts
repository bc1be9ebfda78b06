import { describe, expect, it } from 'vitest';
import { comparisonsFromTable, comparisonsFromTables, flipComparison, scoreFromPoints } from './comparisons.ts';
import { tallyComparisons } from './tally.ts';

describe('comparisons from duplicate tables', () => {
  it('compares every pair at a table by their points', () => {
    const table = { totals: [{ id: 'a', points: 12 }, { id: 'b', points: -4 }, { id: 'c', points: -4 }, { id: 'd', points: -4 }] };
    expect(comparisonsFromTable(table)).toEqual([
      { a: 'a', b: 'b', score: 1 }, { a: 'a', b: 'c', score: 1 }, { a: 'a', b: 'd', score: 1 },
      { a: 'b', b: 'c', score: 0.5 }, { a: 'b', b: 'd', score: 0.5 }, { a: 'c', b: 'd', score: 0.5 },
    ]);
    expect(comparisonsFromTables([table, table])).toHaveLength(12);
  });

  it('scores wins, draws and losses', () => {
    expect([scoreFromPoints(3, 1), scoreFromPoints(1, 1), scoreFromPoints(-2, 1)]).toEqual([1, 0.5, 0]);
    expect(flipComparison({ a: 'x', b: 'y', score: 1 })).toEqual({ a: 'y', b: 'x', score: 0 });
  });

  it('rejects a bot seated twice and points that are not numbers', () => {
    expect(() => comparisonsFromTable({ totals: [{ id: 'a', points: 1 }, { id: 'a', points: 2 }] })).toThrow(/twice/);
    expect(() => comparisonsFromTable({ totals: [{ id: 'a', points: NaN }, { id: 'b', points: 2 }] })).toThrow(RangeError);
  });
});

describe('tallyComparisons', () => {
  it('sums per pair with the lower id first and counts games and scores per bot', () => {
    const tally = tallyComparisons([{ a: 'b', b: 'a', score: 1 }, { a: 'a', b: 'b', score: 0.5 }], ['z']);
    expect(tally.ids).toEqual(['a', 'b', 'z']);
    expect(tally.pairs).toEqual([{ i: 0, j: 1, games: 2, scoreI: 0.5 }]);
    expect(tally.games).toEqual([2, 2, 0]);
    expect(tally.scores).toEqual([0.5, 1.5, 0]);
  });

  it('rejects a bot compared with itself', () => {
    expect(() => tallyComparisons([{ a: 'a', b: 'a', score: 1 }])).toThrow(/itself/);
  });
});
