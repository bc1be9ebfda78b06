/**
 * Synthetic leagues for tests and the benchmark: bots of known strength whose results are drawn
 * from the model itself with the engine's seeded generator (no Math.random).
 */
import type { Rng } from '@arena/engine/rng';
import type { Comparison, TableResult } from './comparisons.ts';
import { ELO_LOGIT, expectedScore } from './elo.ts';
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

/** A standard Gumbel draw, −ln(−ln U). */
function nextGumbel(rng: Rng): number {
  return -Math.log(-Math.log(nextUnit(rng)));
}

/**
 * One table of a synthetic league: each bot's points are its strength (logit units) plus its own
 * standard Gumbel draw. The table's comparisons are dependent (they share each bot's draw), yet
 * every pairwise marginal is exactly Bradley–Terry, P(i ahead of j) = σ(x_i − x_j), because the
 * difference of two Gumbel draws is logistic (the table's ranking is Plackett–Luce).
 */
export function syntheticTable(bots: readonly SyntheticBot[], rng: Rng): TableResult {
  return { totals: bots.map((b) => ({ id: b.id, points: ELO_LOGIT * b.rating + nextGumbel(rng) })) };
}

/**
 * A league of `rounds` rounds, as the arena plays one: every round the bots are shuffled and
 * seated at tables of `seats` (those who do not fill a table sit the round out), one match per
 * table (`syntheticTable`). Returns the table results round by round.
 */
export function syntheticLeague(bots: readonly SyntheticBot[], seats: number, rounds: number, rng: Rng): TableResult[][] {
  return Array.from({ length: rounds }, () => {
    const order = rng.shuffle(bots);
    const tables = Math.floor(order.length / seats);
    return Array.from({ length: tables }, (_, t) => syntheticTable(order.slice(t * seats, (t + 1) * seats), rng));
  });
}
