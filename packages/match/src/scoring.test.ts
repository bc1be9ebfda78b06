import { describe, expect, it } from 'vitest';
import type { DuplicateRotation } from './duplicate.ts';
import { rotations, runDuplicate } from './duplicate.ts';
import { houseBot } from './house-bots.ts';
import type { MatchRecord } from '@arena/record/match-record';
import { boardImps, boardMatchpoints, leagueScoring, matchpointTotals } from './scoring.ts';
import { SIMPLE_BOT, TEST_LIMITS, botFromSource, defaultOptions, gameOf } from './test-support.ts';

/** A rotation whose record only has what scoring reads: per deal, the payoffs by seat. */
function rotation(order: readonly number[], payoffs: readonly (readonly number[])[]): DuplicateRotation {
  const deals = payoffs.map((p) => ({ dealer: 0, firstDecision: 0, decisions: 0, outcome: { payoffs: [...p], pot: 0, tricks: [] } }));
  return { order, record: { deals } as unknown as MatchRecord };
}

describe('matchpoints', () => {
  it('score a board by the bots beaten, ties halved', () => {
    expect(boardMatchpoints([5, -1, 5, 2])).toEqual([2.5, 0, 2.5, 1]);
    expect(boardMatchpoints([7, 7, 7])).toEqual([1, 1, 1]);
  });

  it('give IMP-like steps that grow with the margin, ever more slowly', () => {
    expect(boardImps([9, 0, 0])).toEqual([6, -3, -3]);
    expect(boardImps([3, undefined, 3])).toEqual([0, 0, 0]);
  });

  it('scale a board played by only some bots to the full table, and give the others the average', () => {
    expect(boardMatchpoints([3, undefined, 1, 2])).toEqual([3, 1.5, 0, 1.5]);
    expect(boardMatchpoints([3, undefined, undefined])).toEqual([1, 1, 1]);
  });

  it('cap what one big pot is worth, where summed chips follow the pot', () => {
    // Two bots, two rotations, three deals. Bot 0 does better on both small deals from both seats;
    // bot 1 does better on the third, a huge pot, from both seats.
    const order = rotations(2);
    const played = [
      rotation(order[0] ?? [], [[2, -2], [2, -2], [-50, 50]]),
      rotation(order[1] ?? [], [[1, -1], [1, -1], [40, -40]]),
    ];
    // Seat 0 of deal 0: +2 for bot 0 (first rotation), +1 for bot 1 (second): bot 0 wins the board.
    expect(matchpointTotals(2, played)).toEqual([4, 2]);
    const chips = [0, 1].map((bot) => played.reduce((s, p) => s + p.record.deals.reduce((t, d) => t + (d.outcome.payoffs[p.order.indexOf(bot)] ?? 0), 0), 0));
    expect(chips[1]).toBeGreaterThan(chips[0] ?? 0);
  });

  it('hand out k·(k−1)/2 points per board on a real duplicate set', async () => {
    const game = gameOf('bolachen');
    const bots = [await botFromSource('simple', SIMPLE_BOT), houseBot('random', 'mp', 1), houseBot('first-legal', 'mp', 2)];
    const result = runDuplicate({ game, options: defaultOptions(game, 3), seed: 'mp', bots, limits: TEST_LIMITS, maxDeals: 3 });
    const deals = result.rotations[0]?.record.deals.length ?? 0;
    expect(result.rotations.every((r) => r.record.deals.length === deals)).toBe(true);
    const total = result.totals.reduce((s, t) => s + t.matchpoints, 0);
    expect(total).toBeCloseTo(deals * 3 * 3, 9);
    expect(result.totals.map((t) => t.matchpoints)).toEqual(matchpointTotals(3, result.rotations));
  });
});

describe('a league\'s scoring', () => {
  it('is the one asked for, else the game\'s measured default', () => {
    expect(leagueScoring('kein-stich', true)).toEqual({ ok: true, value: 'matchpoints' });
    expect(leagueScoring('lupfen', true)).toEqual({ ok: true, value: 'chips' });
    expect(leagueScoring('lupfen', true, 'matchpoints')).toEqual({ ok: true, value: 'matchpoints' });
    expect(leagueScoring('kein-stich', true, 'chips')).toEqual({ ok: true, value: 'chips' });
  });

  it('sums chips without the duplicate format, which has no rotations to compare a deal across', () => {
    expect(leagueScoring('kein-stich', false)).toEqual({ ok: true, value: 'chips' });
    expect(leagueScoring('kein-stich', false, 'matchpoints').ok).toBe(false);
  });
});
