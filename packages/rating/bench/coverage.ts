/**
 * How often the ladder's 95 % intervals hold the true rating on league-shaped synthetic data
 * (src/synthetic.ts: bots shuffled into tables every round, a table's comparisons sharing each
 * bot's luck, every pairwise marginal exactly Bradley–Terry), by table size, for three ways of
 * computing the uncertainty of the same Bradley–Terry fit:
 *   - independent: the inverse information, as if every comparison were independent (the old ladder);
 *   - clustered: the sandwich clustered by table (what `fitTableRatings` does);
 *   - bootstrap: tables resampled with replacement, refitted, the 2.5 %/97.5 % quantiles of each
 *     bot's rating (a reference: it costs `resamples` refits per ladder).
 * A trial is one league; every bot's interval in it counts once.
 */
import { createRng } from '@arena/engine/rng';
import type { Rng } from '@arena/engine/rng';
import type { TableResult } from '../src/comparisons.ts';
import { comparisonsFromTables } from '../src/comparisons.ts';
import { fitRatings, fitTableRatings } from '../src/ladder.ts';
import type { Ladder } from '../src/ladder.ts';
import { centredTruth, evenlySpacedBots, syntheticLeague } from '../src/synthetic.ts';

export type Method = 'independent' | 'clustered' | 'bootstrap';

export interface CoverageConfig {
  readonly seats: number;
  readonly bots: number;
  /** Elo between neighbouring bots. */
  readonly gap: number;
  readonly rounds: number;
  readonly trials: number;
  readonly methods: readonly Method[];
  /** Bootstrap refits per league. */
  readonly resamples: number;
  readonly seed: string;
}

export const DEFAULT_COVERAGE: CoverageConfig = {
  seats: 4, bots: 12, gap: 40, rounds: 20, trials: 200, methods: ['independent', 'clustered'], resamples: 200, seed: 'coverage',
};

export interface CoverageRow {
  readonly seats: number;
  readonly rounds: number;
  /** Share of intervals that held the true rating, per method. */
  readonly coverage: Readonly<Partial<Record<Method, number>>>;
  /** Average half-width of the clustered intervals (Elo). */
  readonly halfWidth: number;
  readonly intervals: number;
}

type Interval = { readonly low: number; readonly high: number };
const FAST = { rankSamples: 1 };

function ladderIntervals(ladder: Ladder): Map<string, Interval> {
  return new Map(ladder.rows.map((r) => [r.id, { low: r.low, high: r.high }] as const));
}

/** Percentile intervals of each bot's rating over refits on tables drawn with replacement. */
function bootstrapIntervals(tables: readonly TableResult[], resamples: number, rng: Rng): Map<string, Interval> {
  const draws = new Map<string, number[]>();
  for (let b = 0; b < resamples; b++) {
    const sample = tables.map(() => tables[rng.nextInt(tables.length)] as TableResult);
    for (const row of fitRatings(comparisonsFromTables(sample), FAST).rows) draws.set(row.id, [...(draws.get(row.id) ?? []), row.rating]);
  }
  const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
  return new Map([...draws].map(([id, xs]) => {
    xs.sort((p, q) => p - q);
    return [id, { low: at(xs, 0.025), high: at(xs, 0.975) }] as const;
  }));
}

function intervalsOf(method: Method, tables: readonly TableResult[], c: CoverageConfig, rng: Rng): Map<string, Interval> {
  switch (method) {
    case 'independent': return ladderIntervals(fitRatings(comparisonsFromTables(tables), FAST));
    case 'clustered': return ladderIntervals(fitTableRatings(tables, FAST));
    case 'bootstrap': return bootstrapIntervals(tables, c.resamples, rng);
  }
}

/** Coverage of each method at one table size and league length. */
export function measureCoverage(config: Partial<CoverageConfig> = {}): CoverageRow {
  const c = { ...DEFAULT_COVERAGE, ...config };
  const bots = evenlySpacedBots(c.bots, 1500 - (c.gap * (c.bots - 1)) / 2, c.gap);
  const truth = centredTruth(bots, 1500);
  const held = new Map<Method, number>(c.methods.map((m) => [m, 0] as const));
  let intervals = 0;
  let width = 0;
  for (let t = 0; t < c.trials; t++) {
    const rng = createRng(`${c.seed}/${c.seats}/${c.rounds}/${t}`);
    const tables = syntheticLeague(bots, c.seats, c.rounds, rng).flat();
    intervals += bots.length;
    for (const method of c.methods) {
      for (const [id, r] of intervalsOf(method, tables, c, rng)) {
        const truthOf = truth.get(id) ?? NaN;
        if (r.low <= truthOf && truthOf <= r.high) held.set(method, (held.get(method) ?? 0) + 1);
        if (method === 'clustered') width += (r.high - r.low) / 2;
      }
    }
  }
  const coverage = Object.fromEntries(c.methods.map((m) => [m, (held.get(m) ?? 0) / intervals] as const));
  return { seats: c.seats, rounds: c.rounds, coverage, halfWidth: width / intervals, intervals };
}

/** The bench's table: coverage before and after, for 2 (independent pairs) to 6 seats, early and late in a league. */
export function coverageRows(trials = 200): CoverageRow[] {
  return [5, 20, 60].flatMap((rounds) => [2, 3, 4, 5, 6].map((seats) => measureCoverage({ seats, rounds, trials })));
}
