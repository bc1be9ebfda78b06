/**
 * One round of a league: which entries meet at which tables.
 *
 * - Entries are sorted by id first, so the plan never depends on the order they are given in.
 * - Complete design when C(n, k) ≤ `maxCompleteTables` (60): every k-subset once, so every pair
 *   meets exactly C(n−2, k−2) times and every entry plays C(n−1, k−1) tables.
 * - Otherwise the balanced design of balanced.ts: T tables, every entry plays exactly T·k/n of
 *   them, pair counts (cumulative over `previous` rounds) made as equal as the search finds.
 * - Owner constraint (`separateOwners`, on by default): no table seats two entries with the same
 *   owner unless both are house bots. The complete design drops the tables that break it; the
 *   balanced design routes around it and drops a table only if the search could not. Dropped
 *   tables are listed in `dropped`; `unmetPairs` lists every pair of current entries that has met
 *   neither in this round nor in `previous`, with the reason.
 * - Seat order: each table's entries are shuffled with a generator seeded by `seed` (the first
 *   seating of the duplicate set); tables keep the design's order.
 */
import type { Result } from '@arena/engine/result';
import { err, ok } from '@arena/engine/result';
import { createRng, deriveSeed } from '@arena/engine/rng';
import { balancedDesign } from './balanced.ts';
import { binomial, kSubsets } from './complete.ts';
import { allPairs, countSpread, PairCounts, pairCountsOf } from './pairs.ts';

export interface Entry {
  readonly id: string;
  readonly owner: string;
  /** House bots are exempt from the owner constraint. */
  readonly house?: boolean;
}

export interface RoundOptions {
  /** Seats per table (k ≥ 2). */
  readonly seats: number;
  /** Use every k-subset when that is at most this many tables. */
  readonly maxCompleteTables: number;
  /** No table seats two non-house entries of the same owner. */
  readonly separateOwners: boolean;
  /** Seeds the design search and the seat order, e.g. `${leagueId}/${round}`. */
  readonly seed: string;
  /** Tables (entry ids) of the league's earlier rounds, to balance the pairs over all rounds. */
  readonly previous: readonly (readonly string[])[];
  /** Move budget of the balanced design's search. */
  readonly searchSteps: number;
}

export const DEFAULT_ROUND_OPTIONS: Omit<RoundOptions, 'seats' | 'seed'> = {
  maxCompleteTables: 60,
  separateOwners: true,
  previous: [],
  searchSteps: 400_000,
};

export type UnmetReason = 'same-owner' | 'no-table';

export interface UnmetPair {
  readonly a: string;
  readonly b: string;
  readonly reason: UnmetReason;
}

export interface RoundPlan {
  readonly design: 'complete' | 'balanced';
  /** Each table's entry ids in the seat order of its first seating. */
  readonly tables: readonly (readonly string[])[];
  /** Tables the design wanted but the owner constraint removed. */
  readonly dropped: readonly (readonly string[])[];
  /** Pairs that met in no table of this round or of `previous` (a < b by id). */
  readonly unmetPairs: readonly UnmetPair[];
  /** Smallest and largest meeting count over pairs allowed to meet, this round and cumulative. */
  readonly pairCounts: { readonly round: Spread; readonly cumulative: Spread };
}

export interface Spread {
  readonly min: number;
  readonly max: number;
}

export type ScheduleError =
  | { readonly code: 'bad-seats'; readonly seats: number }
  | { readonly code: 'duplicate-entry'; readonly id: string }
  | { readonly code: 'too-few-entries'; readonly entries: number; readonly seats: number };

function checkEntries(entries: readonly Entry[], seats: number): ScheduleError | undefined {
  if (!Number.isInteger(seats) || seats < 2) return { code: 'bad-seats', seats };
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.id)) return { code: 'duplicate-entry', id: e.id };
    seen.add(e.id);
  }
  if (entries.length < seats) return { code: 'too-few-entries', entries: entries.length, seats };
  return undefined;
}

/** forbidden(a, b) over entry indexes. */
function ownerRule(entries: readonly Entry[], separateOwners: boolean): (a: number, b: number) => boolean {
  return (a, b) => {
    const x = entries[a];
    const y = entries[b];
    if (!separateOwners || x === undefined || y === undefined) return false;
    return x.owner === y.owner && x.house !== true && y.house !== true;
  };
}

function breaksRule(table: readonly number[], forbidden: (a: number, b: number) => boolean): boolean {
  return table.some((a, i) => table.slice(i + 1).some((b) => forbidden(a, b)));
}

function designTables(entries: readonly Entry[], o: RoundOptions, forbidden: (a: number, b: number) => boolean, previous: PairCounts): { design: RoundPlan['design']; tables: number[][] } {
  const n = entries.length;
  if (binomial(n, o.seats) <= o.maxCompleteTables) return { design: 'complete', tables: kSubsets(n, o.seats) };
  const rng = createRng(deriveSeed(o.seed, 'design'));
  return { design: 'balanced', tables: balancedDesign({ n, k: o.seats, forbidden, previous, rng, steps: o.searchSteps }) };
}

function unmetPairs(ids: readonly string[], cumulative: PairCounts, forbidden: (a: number, b: number) => boolean): UnmetPair[] {
  return allPairs(ids.length)
    .filter(([a, b]) => cumulative.get(a, b) === 0)
    .map(([a, b]) => ({ a: ids[a] ?? '', b: ids[b] ?? '', reason: forbidden(a, b) ? 'same-owner' : 'no-table' }));
}

/** The plan of one round, or why there can be none. */
export function scheduleRound(entries: readonly Entry[], options: Pick<RoundOptions, 'seats' | 'seed'> & Partial<RoundOptions>): Result<RoundPlan, ScheduleError> {
  const o: RoundOptions = { ...DEFAULT_ROUND_OPTIONS, ...options };
  const problem = checkEntries(entries, o.seats);
  if (problem !== undefined) return err(problem);
  const sorted = [...entries].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const ids = sorted.map((e) => e.id);
  const forbidden = ownerRule(sorted, o.separateOwners);
  const previous = pairCountsOf(ids, o.previous);
  const { design, tables } = designTables(sorted, o, forbidden, previous);
  const kept = tables.filter((t) => !breaksRule(t, forbidden));
  const round = new PairCounts(ids.length);
  round.addTables(kept);
  const cumulative = previous.copy();
  cumulative.addTables(kept);
  const allowed = allPairs(ids.length).filter(([a, b]) => !forbidden(a, b));
  const seatRng = createRng(deriveSeed(o.seed, 'seats'));
  const named = (t: readonly number[]) => t.map((i) => ids[i] ?? '');
  return ok({
    design,
    tables: kept.map((t) => seatRng.shuffle(named(t))),
    dropped: tables.filter((t) => breaksRule(t, forbidden)).map(named),
    unmetPairs: unmetPairs(ids, cumulative, forbidden),
    pairCounts: { round: countSpread(round, allowed), cumulative: countSpread(cumulative, allowed) },
  });
}
