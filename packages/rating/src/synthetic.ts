/**
 * Synthetic leagues for tests and the benchmark: bots of known strength whose results are drawn
 * from the model itself with the engine's seeded generator (no Math.random).
 */
import type { Rng } from '@arena/engine/rng';
import type { Comparison } from './comparisons.ts';
import { expectedScore } from './elo.ts';
import { nextUnit } from './normal.ts';

export interface SyntheticBot {
  readonly id: string;
  /** True Elo rating. */
  readonly rating: number;
}

/** Bots `b0 … b(n−1)` with ratings `first, first + gap, …`. */
export function evenlySpacedBots(n: number, first: number, gap: number): SyntheticBot[] {
  return Array.from({ length: n }, (_, i) => ({ id: `b${i}`, rating: first + i * gap }));
}

/** `games` Bradley–Terry comparisons (no draws) between every pair of bots. */
export function roundRobinComparisons(bots: readonly SyntheticBot[], games: number, rng: Rng): Comparison[] {
  const out: Comparison[] = [];
  bots.forEach((a, i) => {
    for (const b of bots.slice(i + 1)) {
      const p = expectedScore(a.rating, b.rating);
      for (let g = 0; g < games; g++) out.push({ a: a.id, b: b.id, score: nextUnit(rng) < p ? 1 : 0 });
    }
  });
  return out;
}

/** The true ratings shifted so their average is `centre`, by id. */
export function centredTruth(bots: readonly SyntheticBot[], centre: number): Map<string, number> {
  const mean = bots.reduce((s, b) => s + b.rating, 0) / bots.length;
  return new Map(bots.map((b) => [b.id, b.rating - mean + centre] as const));
}
