/**
 * How many deals duplicate scoring needs to rank bots correctly, against plain random seating.
 *
 * Model (per played deal at a table of k seats):
 *   chips(seat) = skill(bot at seat) + luck(cards of seat) + play noise, then centred (zero-sum)
 * skill: evenly spaced, `skillGap` chips per deal between neighbours; luck ~ N(0, luck²) per seat,
 * fixed by the cards; play noise ~ N(0, play²) fresh for every played deal (how the bot's choices
 * interact with the cards, which duplicate scoring cannot cancel).
 *
 * Both formats play the same tables (every k-subset of the bots, one match per table per round) and
 * the same number of deals per match. Duplicate: `dealsPerMatch / s` card deals, each played in
 * all s seatings (6 permutations at 3 seats, k rotations at k ≥ 4), so each bot holds every seat's
 * cards once and the luck cancels in the sums. Random seating: `dealsPerMatch` fresh deals. Each
 * match becomes one table result (summed chips) → pairwise comparisons → the package's own
 * Bradley–Terry fit; a trial succeeds when the fitted order is the true order.
 *
 * For each format we find the rounds (hence deals) at which P(correct order) reaches `target`,
 * interpolating in log(rounds) between the grid points around the crossing.
 */
import { createRng } from '@arena/engine/rng';
import type { Rng } from '@arena/engine/rng';
import type { Comparison, SeatTotal } from '../src/comparisons.ts';
import { comparisonsFromTable } from '../src/comparisons.ts';
import { fitRatings } from '../src/ladder.ts';
import { nextNormal } from '../src/normal.ts';

export interface BenchConfig {
  readonly bots: number;
  readonly seats: number;
  readonly skillGap: number;
  readonly luck: number;
  readonly play: number;
  readonly dealsPerMatch: number;
  readonly trials: number;
  readonly target: number;
  readonly seed: string;
  /** Rounds at which to test the order (increasing). */
  readonly grid: readonly number[];
}

export const DEFAULT_BENCH: BenchConfig = {
  bots: 6, seats: 4, skillGap: 0.25, luck: 4, play: 1, dealsPerMatch: 12, trials: 200, target: 0.95,
  seed: 'duplicate-bench',
  grid: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 16, 20, 24, 28, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 256, 320, 384, 512],
};

export type Format = 'duplicate' | 'random seating';

export interface FormatResult {
  readonly format: Format;
  /** P(correct order) at each grid point tried. */
  readonly curve: readonly { readonly rounds: number; readonly probability: number }[];
  /** Interpolated rounds and deals to reach the target (NaN when the grid ran out). */
  readonly rounds: number;
  readonly deals: number;
}

function kSubsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  return [...kSubsets(n - 1, k - 1).map((s) => [...s, n - 1]), ...kSubsets(n - 1, k)];
}

/** Seat → position in the table, for every seating of the duplicate set. */
function seatingsOf(k: number): number[][] {
  const rotations = (base: readonly number[]) => base.map((_, r) => base.map((_x, s) => base[(s + r) % k] ?? 0));
  const identity = Array.from({ length: k }, (_, i) => i);
  return k === 3 ? [...rotations(identity), ...rotations([...identity].reverse())] : rotations(identity);
}

function centre(values: number[]): number[] {
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return values.map((v) => v - mean);
}

/** Summed chips of the bots of one match (`table` lists bot indexes). */
function playMatch(table: readonly number[], skills: readonly number[], format: Format, c: BenchConfig, rng: Rng): SeatTotal[] {
  const totals = table.map(() => 0);
  const deal = (luck: readonly number[], seating: readonly number[]) => {
    const chips = centre(seating.map((p, s) => (skills[table[p] ?? 0] ?? 0) + (luck[s] ?? 0) + c.play * nextNormal(rng)));
    seating.forEach((p, s) => { totals[p] = (totals[p] ?? 0) + (chips[s] ?? 0); });
  };
  const freshLuck = () => table.map(() => c.luck * nextNormal(rng));
  const identity = table.map((_, i) => i);
  if (format === 'random seating') {
    for (let d = 0; d < c.dealsPerMatch; d++) deal(freshLuck(), rng.shuffle(identity));
  } else {
    const seatings = seatingsOf(table.length);
    for (let d = 0; d < c.dealsPerMatch / seatings.length; d++) {
      const luck = freshLuck();
      for (const seating of seatings) deal(luck, seating);
    }
  }
  return table.map((b, p) => ({ id: `b${b}`, points: totals[p] ?? 0 }));
}

function isTrueOrder(comparisons: readonly Comparison[], bots: number): boolean {
  const ids = fitRatings(comparisons, { rankSamples: 1 }).rows.map((r) => r.id);
  return ids.every((id, i) => id === `b${bots - 1 - i}`);
}

/** P(correct order) at each grid point, stopping once the target is reached. */
function curveOf(format: Format, c: BenchConfig): FormatResult['curve'] {
  const skills = Array.from({ length: c.bots }, (_, i) => (i - (c.bots - 1) / 2) * c.skillGap);
  const tables = kSubsets(c.bots, c.seats);
  const trials = Array.from({ length: c.trials }, (_, t) => ({ rng: createRng(`${c.seed}/${format}/${t}`), comparisons: [] as Comparison[] }));
  const curve: { rounds: number; probability: number }[] = [];
  let played = 0;
  for (const rounds of c.grid) {
    for (const trial of trials) {
      for (let r = played; r < rounds; r++) {
        for (const table of tables) trial.comparisons.push(...comparisonsFromTable({ totals: playMatch(table, skills, format, c, trial.rng) }));
      }
    }
    played = rounds;
    const probability = trials.filter((t) => isTrueOrder(t.comparisons, c.bots)).length / c.trials;
    curve.push({ rounds, probability });
    if (probability >= c.target) break;
  }
  return curve;
}

/** Rounds at which the curve crosses the target, interpolated in log(rounds). */
function crossing(curve: FormatResult['curve'], target: number): number {
  const index = curve.findIndex((p) => p.probability >= target);
  const hit = curve[index];
  if (hit === undefined) return NaN;
  const before = curve[index - 1];
  if (before === undefined || hit.probability === before.probability) return hit.rounds;
  const f = (target - before.probability) / (hit.probability - before.probability);
  return Math.exp(Math.log(before.rounds) + f * (Math.log(hit.rounds) - Math.log(before.rounds)));
}

export function measureFormat(format: Format, config: Partial<BenchConfig> = {}): FormatResult {
  const c = { ...DEFAULT_BENCH, ...config };
  const curve = curveOf(format, c);
  const rounds = crossing(curve, c.target);
  return { format, curve, rounds, deals: rounds * kSubsets(c.bots, c.seats).length * c.dealsPerMatch };
}

export interface BenchRow {
  readonly scenario: string;
  readonly duplicateDeals: number;
  readonly randomDeals: number;
  /** randomDeals / duplicateDeals. */
  readonly ratio: number;
}

/** One row: both formats under one configuration. */
export function compareFormats(config: Partial<BenchConfig> = {}): BenchRow {
  const c = { ...DEFAULT_BENCH, ...config };
  const duplicate = measureFormat('duplicate', c);
  const random = measureFormat('random seating', c);
  return {
    scenario: `${c.bots} bots, ${c.seats} seats, gap ${c.skillGap}, luck sd ${c.luck}, play sd ${c.play}, ${c.dealsPerMatch} deals/match`,
    duplicateDeals: Math.round(duplicate.deals),
    randomDeals: Math.round(random.deals),
    ratio: random.deals / duplicate.deals,
  };
}
