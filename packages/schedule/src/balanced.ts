/**
 * The balanced design, used when the complete design would need too many tables.
 *
 * Size: T tables, T the smallest multiple of n / gcd(n, k) with T·C(k,2) ≥ C(n,2). So every entry
 * plays exactly g = T·k/n tables (equal games, by construction) and there are enough pair slots for
 * every pair to meet at least once.
 *
 * Pairing: simulated annealing from a seeded start (the engine's `Rng`), moves = swapping two
 * entries between two tables (which keeps every entry's table count), minimising
 *   Σ_allowed pairs (previous + this round's count)²  +  W · Σ_forbidden pairs this round's count.
 * The squares make the cumulative counts as equal as possible (their minimum is reached exactly
 * when every allowed pair's cumulative count is within one of the others', or as close as the
 * earlier rounds allow); W is larger than any gain from a square, so a same-owner meeting is only
 * kept when no swap removes it. The search stops early when it reaches the water-filling lower
 * bound (the perfectly balanced value), else after `steps` moves, and returns the best design seen.
 */
import type { Rng } from '@arena/engine/rng';
import { PairCounts } from './pairs.ts';

export interface BalancedInput {
  readonly n: number;
  readonly k: number;
  /** forbidden(a, b): whether a and b must not share a table (same owner). */
  readonly forbidden: (a: number, b: number) => boolean;
  /** Counts of earlier rounds (over the same entry indexes). */
  readonly previous: PairCounts;
  readonly rng: Rng;
  readonly steps: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** T for n entries at tables of k (see the file header). */
export function balancedTableCount(n: number, k: number): number {
  const step = n / gcd(n, k);
  const pairs = (n * (n - 1)) / 2;
  const perTable = (k * (k - 1)) / 2;
  return step * Math.ceil(pairs / perTable / step);
}

/** The smallest Σ c² reachable by adding `slots` meetings to the allowed pairs' counts. */
export function waterFillingBound(previous: readonly number[], slots: number): number {
  if (previous.length === 0) return 0;
  const added = (level: number) => previous.reduce((s, p) => s + Math.max(0, level - p), 0);
  let level = Math.min(...previous);
  while (added(level + 1) <= slots) level += 1;
  let extra = slots - added(level);
  let sum = 0;
  for (const p of [...previous].sort((x, y) => y - x)) {
    let c = Math.max(p, level);
    if (p <= level && extra > 0) {
      c += 1;
      extra -= 1;
    }
    sum += c * c;
  }
  return sum;
}

/** Every entry g times, in a seeded cyclic order, cut into consecutive tables of k. */
function initialTables(n: number, k: number, tables: number, rng: Rng): number[][] {
  const order = rng.shuffle(Array.from({ length: n }, (_, i) => i));
  return Array.from({ length: tables }, (_, t) => Array.from({ length: k }, (_x, s) => order[(t * k + s) % n] as number));
}

class Search {
  readonly current: PairCounts;
  /** More than one swap can gain on the squares: 2(k−1) pair changes of at most 2c+1 each. */
  private readonly weight: number;
  cost = 0;

  constructor(private readonly input: BalancedInput, readonly tables: number[][]) {
    const maxPrevious = input.previous.counts.reduce((m, c) => Math.max(m, c), 0);
    this.weight = 2 * (input.k - 1) * (2 * (maxPrevious + tables.length) + 1) + 1;
    this.current = new PairCounts(input.n);
    this.current.addTables(tables);
    for (let a = 0; a < input.n; a++) for (let b = a + 1; b < input.n; b++) this.cost += this.pairCost(a, b);
  }

  pairCost(a: number, b: number): number {
    const c = this.current.get(a, b);
    return this.input.forbidden(a, b) ? this.weight * c : (this.input.previous.get(a, b) + c) ** 2;
  }

  /** Changes pair (a, b) by ±1 and returns the cost change. */
  private bump(a: number, b: number, delta: number): number {
    const before = this.pairCost(a, b);
    this.current.add(a, b, delta);
    return this.pairCost(a, b) - before;
  }

  /** Moves x out of and y into table t; returns the cost change. */
  private replace(t: number, x: number, y: number): number {
    const table = this.tables[t] ?? [];
    let change = 0;
    for (const u of table) {
      if (u === x) continue;
      change += this.bump(x, u, -1) + this.bump(y, u, 1);
    }
    table[table.indexOf(x)] = y;
    return change;
  }

  /** A member of table t's most costly pair (either one, at random). */
  worstMember(t: number, rng: Rng): number {
    const table = this.tables[t] ?? [];
    let worst = { cost: -Infinity, a: table[0] ?? 0, b: table[0] ?? 0 };
    table.forEach((a, i) => {
      for (const b of table.slice(i + 1)) {
        const cost = this.pairCost(a, b);
        if (cost > worst.cost) worst = { cost, a, b };
      }
    });
    return rng.nextInt(2) === 0 ? worst.a : worst.b;
  }

  /** Swaps x (at t1) and y (at t2) if legal; returns the cost change or undefined. */
  swap(t1: number, x: number, t2: number, y: number): number | undefined {
    const a = this.tables[t1] ?? [];
    const b = this.tables[t2] ?? [];
    if (x === y || a.includes(y) || b.includes(x)) return undefined;
    const change = this.replace(t1, x, y) + this.replace(t2, y, x);
    this.cost += change;
    return change;
  }
}

function allowedPreviousCounts(input: BalancedInput): number[] {
  const out: number[] = [];
  for (let a = 0; a < input.n; a++) for (let b = a + 1; b < input.n; b++) if (!input.forbidden(a, b)) out.push(input.previous.get(a, b));
  return out;
}

/** The tables (entry indexes, seat order arbitrary) of a balanced round. */
export function balancedDesign(input: BalancedInput): number[][] {
  const { n, k, rng } = input;
  const count = balancedTableCount(n, k);
  const search = new Search(input, initialTables(n, k, count, rng));
  const bound = waterFillingBound(allowedPreviousCounts(input), (count * k * (k - 1)) / 2);
  let best = { cost: search.cost, tables: search.tables.map((t) => [...t]) };
  const pick = (m: number) => rng.nextInt(m);
  for (let step = 0; step < input.steps && best.cost > bound; step++) {
    const temperature = 2 * (0.02 / 2) ** (step / input.steps);
    const t1 = pick(count);
    const t2 = pick(count);
    if (t1 === t2) continue;
    const x = step % 2 === 0 ? search.worstMember(t1, rng) : search.tables[t1]?.[pick(k)] ?? 0;
    const y = search.tables[t2]?.[pick(k)] ?? 0;
    const change = search.swap(t1, x, t2, y);
    if (change === undefined) continue;
    if (change > 0 && rng.nextUint32() / 2 ** 32 >= Math.exp(-change / temperature)) {
      search.swap(t1, y, t2, x);
      continue;
    }
    if (search.cost < best.cost) best = { cost: search.cost, tables: search.tables.map((t) => [...t]) };
  }
  return best.tables;
}
