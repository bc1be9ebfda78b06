import { describe, expect, it } from 'vitest';
import { compareFormats, measureFormat } from './duplicate-vs-random.ts';

describe('duplicate scoring against random seating', () => {
  it('needs several times fewer deals to find the true order when luck dominates', () => {
    const row = compareFormats({ trials: 40, skillGap: 0.5, luck: 4 });
    expect(row.duplicateDeals).toBeLessThan(row.randomDeals);
    expect(row.ratio).toBeGreaterThan(4);
  });

  it('reports a probability curve that reaches the target', () => {
    const result = measureFormat('duplicate', { trials: 20, skillGap: 0.5 });
    const last = result.curve[result.curve.length - 1];
    expect(last?.probability).toBeGreaterThanOrEqual(0.95);
    expect(Number.isFinite(result.deals)).toBe(true);
  });
});
