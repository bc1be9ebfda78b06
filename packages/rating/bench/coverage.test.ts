import { describe, expect, it } from 'vitest';
import { measureCoverage } from './coverage.ts';

describe('95 % intervals on league-shaped data (a table\'s comparisons share their luck)', () => {
  // 100 leagues of 12 bots, 20 rounds: 1,200 intervals per size, seeded. At a true coverage of 95 %
  // the binomial sd is 0.63 points, so [93 %, 97 %] is the goal with about 3 sd to spare.
  for (const seats of [3, 4, 5, 6]) {
    it(`hold the true rating 93–97 % of the time at ${seats}-seat tables`, () => {
      const row = measureCoverage({ seats, rounds: 20, trials: 100 });
      expect(row.coverage.clustered).toBeGreaterThanOrEqual(0.93);
      expect(row.coverage.clustered).toBeLessThanOrEqual(0.97);
      // The same fit with intervals as if the comparisons were independent is overconfident here
      // (the dependence is really in the data), and more so the bigger the table.
      expect(row.coverage.independent).toBeLessThan(row.coverage.clustered ?? 0);
      if (seats >= 4) expect(row.coverage.independent).toBeLessThan(0.9);
    });
  }

  it('keep their coverage early in a league, with 5 rounds of play', () => {
    const row = measureCoverage({ seats: 4, rounds: 5, trials: 100 });
    expect(row.coverage.clustered).toBeGreaterThanOrEqual(0.93);
    expect(row.coverage.clustered).toBeLessThanOrEqual(0.98);
  });

  it('are not wider than needed when every table is a single independent comparison', () => {
    const row = measureCoverage({ seats: 2, rounds: 60, trials: 50 });
    expect(row.coverage.clustered).toBeGreaterThanOrEqual(0.93);
    expect(row.coverage.clustered).toBeLessThanOrEqual(0.97);
  });
});
