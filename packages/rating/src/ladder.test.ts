import { describe, expect, it } from 'vitest';
import { createRng } from '@arena/engine/rng';
import type { Comparison } from './comparisons.ts';
import { fitRatings, fitTableRatings, normalQuantile } from './ladder.ts';
import type { Ladder } from './ladder.ts';
import { centredTruth, evenlySpacedBots, roundRobinComparisons } from './synthetic.ts';

const rowOf = (ladder: Ladder, id: string) => {
  const row = ladder.rows.find((r) => r.id === id);
  if (row === undefined) throw new Error(`no row ${id}`);
  return row;
};

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

describe('fitRatings on synthetic bots of known strength', () => {
  const bots = evenlySpacedBots(8, 1150, 100);
  const truth = centredTruth(bots, 1500);

  it('recovers the order and covers the true ratings with the 95 % intervals', () => {
    let covered = 0;
    let total = 0;
    let gapsCovered = 0;
    let gaps = 0;
    for (let seed = 0; seed < 25; seed++) {
      const ladder = fitRatings(roundRobinComparisons(bots, 60, createRng(`recover-${seed}`)), { rankSamples: 200 });
      expect(ladder.rows.map((r) => r.id)).toEqual(bots.map((b) => b.id).reverse());
      for (const row of ladder.rows) {
        const t = truth.get(row.id) ?? NaN;
        total += 1;
        if (row.low <= t && t <= row.high) covered += 1;
      }
      ladder.rows.slice(1).forEach((lower, k) => {
        const upper = ladder.rows[k];
        if (upper === undefined) return;
        const trueGap = (truth.get(upper.id) ?? NaN) - (truth.get(lower.id) ?? NaN);
        gaps += 1;
        if (upper.low - lower.high <= trueGap && trueGap <= upper.high - lower.low) gapsCovered += 1;
      });
    }
    // 200 intervals at 95 %: the binomial 99.9 % band is about [0.91, 0.99].
    expect(covered / total).toBeGreaterThanOrEqual(0.9);
    expect(covered / total).toBeLessThanOrEqual(1);
    expect(gapsCovered / gaps).toBeGreaterThanOrEqual(0.97);
  });

  it('estimates the gaps without bias', () => {
    const estimates = Array.from({ length: 20 }, (_, seed) => {
      const ladder = fitRatings(roundRobinComparisons(bots, 60, createRng(`gap-${seed}`)), { rankSamples: 10 });
      return rowOf(ladder, 'b7').rating - rowOf(ladder, 'b0').rating;
    });
    // True gap 700; 20 fits, each with sd ≈ 30 Elo: the average lies well within ±40.
    expect(Math.abs(mean(estimates) - 700)).toBeLessThan(40);
  });

  it('gives rank ranges that contain the true rank and widen with fewer games', () => {
    const many = fitRatings(roundRobinComparisons(bots, 60, createRng('ranks')));
    many.rows.forEach((row, position) => {
      expect(row.rankLow).toBeLessThanOrEqual(position + 1);
      expect(row.rankHigh).toBeGreaterThanOrEqual(position + 1);
    });
    const few = fitRatings(roundRobinComparisons(bots, 2, createRng('ranks')));
    const spread = (l: Ladder) => l.rows.reduce((s, r) => s + r.rankHigh - r.rankLow, 0);
    expect(spread(few)).toBeGreaterThan(spread(many));
  });

  it('ranks only the bots it is told to rank; the others get the place they would take among them', () => {
    const comparisons = roundRobinComparisons(bots, 60, createRng('ranked'));
    const all = fitRatings(comparisons);
    const strongest = all.rows[0]?.id ?? '';
    const weakest = all.rows.at(-1)?.id ?? '';
    const ranked = bots.map((b) => b.id).filter((id) => id !== strongest && id !== weakest);
    const some = fitRatings(comparisons, { ranked });
    // Same fit, same intervals: only the ranks change.
    expect(some.rows.map((r) => [r.id, r.rating, r.low, r.high])).toEqual(all.rows.map((r) => [r.id, r.rating, r.low, r.high]));
    for (const row of some.rows.filter((r) => ranked.includes(r.id))) {
      expect(row.rankHigh).toBeLessThanOrEqual(ranked.length);
      expect(row.rankLow).toBeLessThanOrEqual(rowOf(all, row.id).rankLow);
    }
    expect(rowOf(some, strongest)).toMatchObject({ rankLow: 1 });
    expect(rowOf(some, weakest)).toMatchObject({ rankHigh: ranked.length + 1 });
    // With all six ranked, the six take ranks 1 to 6 among themselves.
    expect(Math.min(...some.rows.filter((r) => ranked.includes(r.id)).map((r) => r.rankLow))).toBe(1);
  });

  it('marks bots provisional until the interval is narrower than ±100 Elo', () => {
    const few = fitRatings(roundRobinComparisons(bots, 2, createRng('prov')));
    expect(few.rows.every((r) => r.provisional)).toBe(true);
    const many = fitRatings(roundRobinComparisons(bots, 60, createRng('prov')));
    expect(many.rows.some((r) => r.provisional)).toBe(false);
    for (const r of [...few.rows, ...many.rows]) expect(r.provisional).toBe((r.high - r.low) / 2 > 100);
  });
});

describe('fitRatings edge cases', () => {
  it('returns an empty ladder for no bots', () => {
    expect(fitRatings([]).rows).toEqual([]);
  });

  it('lists a lone bot at the centre, rank 1, provisional', () => {
    const ladder = fitRatings([], { ids: ['solo'] });
    expect(ladder.rows).toEqual([{ id: 'solo', rating: 1500, low: 1500, high: 1500, rankLow: 1, rankHigh: 1, games: 0, score: 0, provisional: true }]);
  });

  it('rates bots that only drew equally', () => {
    const draws: Comparison[] = [];
    for (let g = 0; g < 10; g++) draws.push({ a: 'x', b: 'y', score: 0.5 }, { a: 'y', b: 'z', score: 0.5 }, { a: 'x', b: 'z', score: 0.5 });
    const ladder = fitRatings(draws);
    for (const row of ladder.rows) expect(row.rating).toBeCloseTo(1500, 9);
  });

  it('gives a bot that never lost a finite rating above the rest', () => {
    const results: Comparison[] = [];
    for (let g = 0; g < 10; g++) results.push({ a: 'ace', b: 'p', score: 1 }, { a: 'q', b: 'ace', score: 0 }, { a: 'p', b: 'q', score: g % 2 === 0 ? 1 : 0 });
    const ladder = fitRatings(results);
    const ace = rowOf(ladder, 'ace');
    expect(ladder.rows[0]?.id).toBe('ace');
    expect(Number.isFinite(ace.rating) && Number.isFinite(ace.high)).toBe(true);
    expect(ace.rating - 1500).toBeGreaterThan(200);
    expect(ace.rating - 1500).toBeLessThan(1000);
  });

  it('keeps disconnected groups finite, centred and provisional', () => {
    const results: Comparison[] = [];
    for (let g = 0; g < 30; g++) results.push({ a: 'a1', b: 'a2', score: g % 3 === 0 ? 0 : 1 }, { a: 'b1', b: 'b2', score: g % 3 === 0 ? 0 : 1 });
    const ladder = fitRatings(results);
    expect(rowOf(ladder, 'a1').rating).toBeCloseTo(rowOf(ladder, 'b1').rating, 9);
    expect(rowOf(ladder, 'a1').rating).toBeGreaterThan(rowOf(ladder, 'a2').rating);
    expect(mean(ladder.rows.map((r) => r.rating))).toBeCloseTo(1500, 9);
    // Nothing links the groups but the prior: the level of a group against the other is unknown.
    expect(ladder.rows.every((r) => r.provisional)).toBe(true);
    expect(rowOf(ladder, 'a1').rankLow).toBe(1);
    expect(rowOf(ladder, 'a1').rankHigh).toBeGreaterThanOrEqual(2);
  });

  it('lists entries without results as provisional, at the centre', () => {
    const ladder = fitRatings([{ a: 'x', b: 'y', score: 1 }], { ids: ['new'] });
    const fresh = rowOf(ladder, 'new');
    expect(fresh.games).toBe(0);
    expect(fresh.provisional).toBe(true);
    expect(fresh.rating).toBeCloseTo(1500, 6);
  });

  it('fits table results through their pairwise comparisons', () => {
    const table = { totals: [{ id: 'a', points: 30 }, { id: 'b', points: -10 }, { id: 'c', points: -20 }] };
    const ladder = fitTableRatings([table, table, table]);
    expect(ladder.rows.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(ladder.rows.map((r) => r.games)).toEqual([6, 6, 6]);
    expect(ladder.rows.map((r) => r.score)).toEqual([6, 3, 0]);
  });

  it('has the standard normal quantile', () => {
    expect(normalQuantile(0.95)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.6826894921)).toBeCloseTo(1, 6);
    expect(() => normalQuantile(1)).toThrow(RangeError);
  });
});
