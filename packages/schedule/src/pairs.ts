/**
 * Pair counts: how often each pair of entries met at a table. Entries are numbered 0 … n−1 (their
 * position in the id-sorted entry list); the counts live in one symmetric n×n Int32Array.
 */

export class PairCounts {
  readonly counts: Int32Array;

  constructor(readonly n: number) {
    this.counts = new Int32Array(n * n);
  }

  get(a: number, b: number): number {
    return this.counts[a * this.n + b] as number;
  }

  add(a: number, b: number, delta: number): void {
    this.counts[a * this.n + b] = this.get(a, b) + delta;
    this.counts[b * this.n + a] = this.get(b, a) + delta;
  }

  /** Adds every pair of every table (tables of entry indexes). */
  addTables(tables: readonly (readonly number[])[]): void {
    for (const table of tables) {
      table.forEach((a, i) => {
        for (const b of table.slice(i + 1)) this.add(a, b, 1);
      });
    }
  }

  copy(): PairCounts {
    const out = new PairCounts(this.n);
    out.counts.set(this.counts);
    return out;
  }
}

/** Every unordered pair [a, b] with a < b of 0 … n−1. */
export function allPairs(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) out.push([a, b]);
  return out;
}

/** The smallest and largest count over the given pairs (0, 0 for none). */
export function countSpread(counts: PairCounts, pairs: readonly (readonly [number, number])[]): { min: number; max: number } {
  if (pairs.length === 0) return { min: 0, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  for (const [a, b] of pairs) {
    const c = counts.get(a, b);
    min = Math.min(min, c);
    max = Math.max(max, c);
  }
  return { min, max };
}

/** Pair counts of tables given by id, over `ids` (ids not listed are ignored). */
export function pairCountsOf(ids: readonly string[], tables: readonly (readonly string[])[]): PairCounts {
  const index = new Map(ids.map((id, i) => [id, i] as const));
  const counts = new PairCounts(ids.length);
  counts.addTables(tables.map((t) => t.flatMap((id) => {
    const i = index.get(id);
    return i === undefined ? [] : [i];
  })));
  return counts;
}
