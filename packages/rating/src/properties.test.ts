import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Comparison, Score } from './comparisons.ts';
import { flipComparison } from './comparisons.ts';
import { fitRatings, fitTableRatings } from './ladder.ts';

const IDS = ['ann', 'bob', 'cy', 'dee', 'eve'] as const;
const FAST = { rankSamples: 50 };

const comparison = fc
  .tuple(fc.constantFrom(...IDS), fc.constantFrom(...IDS), fc.constantFrom<Score>(0, 0.5, 1))
  .filter(([a, b]) => a !== b)
  .map(([a, b, score]): Comparison => ({ a, b, score }));

const results = fc.array(comparison, { minLength: 1, maxLength: 40 });

/** A table: 2–4 distinct bots with small integer points (ties happen). */
const table = fc.uniqueArray(fc.constantFrom(...IDS), { minLength: 2, maxLength: 4 })
  .chain((ids) => fc.array(fc.integer({ min: -3, max: 3 }), { minLength: ids.length, maxLength: ids.length })
    .map((points) => ({ totals: ids.map((id, i) => ({ id, points: points[i] ?? 0 })) })));

describe('fitRatings properties', () => {
  it('does not depend on the order of the results', () => {
    fc.assert(fc.property(results, fc.nat(), (list, k) => {
      const rotated = [...list.slice(k % list.length), ...list.slice(0, k % list.length)].reverse();
      expect(fitRatings(rotated, FAST)).toEqual(fitRatings(list, FAST));
    }), { numRuns: 60 });
  });

  it('fits tables independently of their order and keeps every interval around its rating', () => {
    fc.assert(fc.property(fc.array(table, { minLength: 1, maxLength: 12 }), fc.nat(), (tables, k) => {
      const rotated = [...tables.slice(k % tables.length), ...tables.slice(0, k % tables.length)].reverse();
      const ladder = fitTableRatings(tables, FAST);
      expect(fitTableRatings(rotated, FAST)).toEqual(ladder);
      for (const r of ladder.rows) expect(r.low <= r.rating && r.rating <= r.high).toBe(true);
    }), { numRuns: 60 });
  });

  it('does not depend on which side of a comparison is written first', () => {
    fc.assert(fc.property(results, fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), (list, flips) => {
      const flipped = list.map((c, i) => (flips[i] === true ? flipComparison(c) : c));
      expect(fitRatings(flipped, FAST)).toEqual(fitRatings(list, FAST));
    }), { numRuns: 60 });
  });

  it('mirrors the ladder about the centre when every result is reversed', () => {
    fc.assert(fc.property(results, (list) => {
      const ladder = fitRatings(list, FAST);
      const mirrored = fitRatings(list.map((c) => ({ ...c, score: (1 - c.score) as Score })), FAST);
      for (const row of ladder.rows) {
        const other = mirrored.rows.find((r) => r.id === row.id);
        expect(other?.rating ?? NaN).toBeCloseTo(3000 - row.rating, 6);
        expect(other?.high ?? NaN).toBeCloseTo(3000 - row.low, 6);
      }
    }), { numRuns: 60 });
  });

  it('keeps the average rating at the centre and the intervals around the rating', () => {
    fc.assert(fc.property(results, fc.integer({ min: 0, max: 3000 }), (list, centre) => {
      const ladder = fitRatings(list, { ...FAST, centre });
      const average = ladder.rows.reduce((s, r) => s + r.rating, 0) / ladder.rows.length;
      expect(average).toBeCloseTo(centre, 8);
      for (const r of ladder.rows) {
        expect(r.low).toBeLessThanOrEqual(r.rating);
        expect(r.high).toBeGreaterThanOrEqual(r.rating);
        expect(r.rankLow).toBeGreaterThanOrEqual(1);
        expect(r.rankLow).toBeLessThanOrEqual(r.rankHigh);
        expect(r.rankHigh).toBeLessThanOrEqual(ladder.rows.length);
      }
    }), { numRuns: 60 });
  });

  it('ranks a bot with a higher score against the same opponents higher', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 20 }), (games, wins) => {
      const w = Math.min(wins, games);
      const list: Comparison[] = [];
      for (let g = 0; g < games; g++) list.push({ a: 'ann', b: 'bob', score: g < w ? 1 : 0 });
      const ladder = fitRatings(list, FAST);
      const gap = (ladder.rows.find((r) => r.id === 'ann')?.rating ?? 0) - 1500;
      expect(Math.sign(Math.round(gap * 1e6))).toBe(Math.sign(2 * w - games));
    }), { numRuns: 60 });
  });
});
