import { describe, expect, it } from 'vitest';
import { comparisonsFromTable, comparisonsFromTables, flipComparison, scoreFromChips } from './comparisons.ts';
import { tallyComparisons } from './tally.ts';

describe('comparisons from duplicate tables', () => {
  it('compares every pair at a table by summed chips', () => {
    const table = { totals: [{ id: 'a', chips: 12 }, { id: 'b', chips: -4 }, { id: 'c', chips: -4 }, { id: 'd', chips: -4 }] };
    expect(comparisonsFromTable(table)).toEqual([
      { a: 'a', b: 'b', score: 1 }, { a: 'a', b: 'c', score: 1 }, { a: 'a', b: 'd', score: 1 },
      { a: 'b', b: 'c', score: 0.5 }, { a: 'b', b: 'd', score: 0.5 }, { a: 'c', b: 'd', score: 0.5 },
    ]);
    expect(comparisonsFromTables([table, table])).toHaveLength(12);
  });

  it('scores wins, draws and losses', () => {
    expect([scoreFromChips(3, 1), scoreFromChips(1, 1), scoreFromChips(-2, 1)]).toEqual([1, 0.5, 0]);
    expect(flipComparison({ a: 'x', b: 'y', score: 1 })).toEqual({ a: 'y', b: 'x', score: 0 });
  });

  it('rejects a bot seated twice and chips that are not numbers', () => {
    expect(() => comparisonsFromTable({ totals: [{ id: 'a', chips: 1 }, { id: 'a', chips: 2 }] })).toThrow(/twice/);
    expect(() => comparisonsFromTable({ totals: [{ id: 'a', chips: NaN }, { id: 'b', chips: 2 }] })).toThrow(RangeError);
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
