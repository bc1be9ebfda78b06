/**
 * Sufficient statistics of a set of comparisons for the Bradley–Terry fit: the bots (sorted by id,
 * so the fit never depends on the order of the results) and, per pair that met, the number of
 * comparisons and the first bot's total score. Sums of 0, ½ and 1 are exact in floating point, so
 * a tally is the same whatever the order of its comparisons.
 */
import type { Comparison } from './comparisons.ts';

export interface PairTally {
  /** Indexes into `ids`, i < j. */
  readonly i: number;
  readonly j: number;
  /** Comparisons between the two. */
  readonly games: number;
  /** i's total score against j (win 1, draw ½). */
  readonly scoreI: number;
}

export interface Tally {
  /** Every bot, sorted by id (code-unit order). */
  readonly ids: readonly string[];
  readonly pairs: readonly PairTally[];
  /** Per bot (same index as `ids`): comparisons played and score. */
  readonly games: readonly number[];
  readonly scores: readonly number[];
}

/** Sorted unique ids (code-unit order, independent of locale). */
export function sortedIds(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

/**
 * The tally of `comparisons` over the bots in `extraIds` and every bot that appears in a
 * comparison. Throws (a bug upstream) when a bot is compared with itself.
 */
export function tallyComparisons(comparisons: readonly Comparison[], extraIds: readonly string[] = []): Tally {
  const ids = sortedIds([...extraIds, ...comparisons.flatMap((c) => [c.a, c.b])]);
  const index = new Map(ids.map((id, i) => [id, i] as const));
  const pairs = new Map<number, { i: number; j: number; games: number; scoreI: number }>();
  const games = new Array<number>(ids.length).fill(0);
  const scores = new Array<number>(ids.length).fill(0);
  for (const c of comparisons) {
    if (c.a === c.b) throw new Error(`tallyComparisons: ${c.a} compared with itself`);
    const a = index.get(c.a) ?? -1;
    const b = index.get(c.b) ?? -1;
    const [i, j, scoreI] = a < b ? [a, b, c.score] : [b, a, 1 - c.score];
    const key = i * ids.length + j;
    const pair = pairs.get(key) ?? { i, j, games: 0, scoreI: 0 };
    pair.games += 1;
    pair.scoreI += scoreI;
    pairs.set(key, pair);
    games[a] = (games[a] ?? 0) + 1;
    games[b] = (games[b] ?? 0) + 1;
    scores[a] = (scores[a] ?? 0) + c.score;
    scores[b] = (scores[b] ?? 0) + 1 - c.score;
  }
  const sortedPairs = [...pairs.entries()].sort(([x], [y]) => x - y).map(([, p]) => p);
  return { ids, pairs: sortedPairs, games, scores };
}
