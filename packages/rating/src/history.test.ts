import { describe, expect, it } from 'vitest';
import { ratingHistory, tableRatingHistory } from './history.ts';
import { fitRatings } from './ladder.ts';
import type { Comparison } from './comparisons.ts';

describe('rating history', () => {
  const round0: Comparison[] = [{ a: 'a', b: 'b', score: 1 }];
  const round1: Comparison[] = [{ a: 'c', b: 'a', score: 1 }, { a: 'b', b: 'c', score: 0.5 }];

  it('gives the ladder after each round, fitted on everything so far', () => {
    const history = ratingHistory([round0, round1], { ids: ['a', 'b', 'c'] });
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual(fitRatings(round0, { ids: ['a', 'b', 'c'] }));
    expect(history[1]).toEqual(fitRatings([...round0, ...round1], { ids: ['a', 'b', 'c'] }));
    expect(history[0]?.rows.find((r) => r.id === 'c')?.games).toBe(0);
  });

  it('adds bots as they first play', () => {
    const history = tableRatingHistory([
      [{ totals: [{ id: 'a', points: 5 }, { id: 'b', points: -5 }] }],
      [{ totals: [{ id: 'c', points: 5 }, { id: 'a', points: -5 }] }],
    ]);
    expect(history.map((l) => l.rows.map((r) => r.id).sort())).toEqual([['a', 'b'], ['a', 'b', 'c']]);
  });
});
