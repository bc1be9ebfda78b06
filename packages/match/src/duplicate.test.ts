import { describe, expect, it } from 'vitest';
import { rotations, runDuplicate } from './duplicate.ts';
import { houseBot } from './house-bots.ts';
import { SIMPLE_BOT, TEST_LIMITS, botFromSource, defaultOptions, gameOf } from './test-support.ts';

describe('duplicate format', () => {
  it('uses all 6 permutations for 3 seats and the cyclic rotations for 4 or more', () => {
    expect(new Set(rotations(3).map((r) => r.join()))).toHaveProperty('size', 6);
    expect(rotations(4)).toEqual([[0, 1, 2, 3], [1, 2, 3, 0], [2, 3, 0, 1], [3, 0, 1, 2]]);
    for (const n of [3, 4, 5, 6]) for (const r of rotations(n)) expect([...r].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
  });

  it('plays the same deals in every rotation and sums each bot\'s chips', async () => {
    const game = gameOf('bolachen');
    const bots = [await botFromSource('simple', SIMPLE_BOT), houseBot('random', 'dup', 1), houseBot('first-legal', 'dup', 2)];
    const result = runDuplicate({ game, options: defaultOptions(game, 3), seed: 'dup', bots, limits: TEST_LIMITS, maxDeals: 3 });
    expect(result.rotations).toHaveLength(6);
    const dealers = result.rotations.map((r) => r.record.deals.map((d) => d.dealer).join());
    expect(new Set(dealers).size).toBe(1);
    expect(new Set(result.rotations.map((r) => r.record.seed)).size).toBe(1);
    for (const [bot, total] of result.totals.entries()) {
      const expected = result.rotations.reduce((sum, r) => sum + (r.record.chips[r.order.indexOf(bot)] ?? 0), 0);
      expect(total.chips).toBe(expected);
    }
    expect(result.totals.map((t) => t.name)).toEqual(['simple', 'random', 'first-legal']);
  });
});
