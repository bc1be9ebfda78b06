/**
 * Which scoring ranks bots of known order with fewer deals: summed chips or matchpoints
 * (@arena/match/scoring), on the real engines with the example bots of bots/ in process.
 *
 * The field: the game's heuristic bot and weakened copies of it that play a uniformly random legal
 * action instead of the heuristic's with probability ε (FIELDS; ε = 1 is the random bot), so the
 * true order is by ε. A pool of duplicate matches of the whole field at one
 * table (every rotation, `deals` deals each) is played once; both scorings score the same matches.
 * For n matches, `trials` draws of n matches from the pool are fitted (fitTableRatings) and
 * P(fitted order = true order) is estimated; the deals needed are the smallest n reaching 95 %
 * times the deals played per match (every rotation counted).
 */
import { createRng } from '@arena/engine/rng';
import { BOTS, GAMES, inProcess, type BotModule } from '@arena/bots/test/harness.ts';
import { runDuplicate } from '@arena/match/duplicate';
import { impTotals, SCORINGS } from '@arena/match/scoring';
import type { TableResult } from '@arena/rating/comparisons';
import { fitTableRatings } from '@arena/rating/ladder';

/** Per game, ε of each bot of the field (best first): close enough that the order takes some deals to find. */
export const FIELDS: Readonly<Record<string, readonly number[]>> = {
  lupfen: [0, 0.3, 0.6, 1],
  'kein-stich': [0, 0.3, 0.6, 1],
  kontraspiel: [0, 0.1, 0.2, 0.3],
  bolachen: [0, 0.1, 0.2],
};

/** The scorings compared: the league's two, and IMP-like steps (±√margin per board) for reference. */
export const BENCH_SCORINGS = [...SCORINGS, 'imps'] as const;
export type BenchScoring = (typeof BENCH_SCORINGS)[number];

/** The heuristic bot playing a random legal action with probability ε (Math.random is seeded per seat). */
function weakened(module: BotModule, random: BotModule, epsilon: number): BotModule {
  return { init: (info) => module.init?.(info), decide: (obs) => (Math.random() < epsilon ? random : module).decide(obs) };
}

export interface ScoredMatch {
  /** Per bot of the field (best first): points under each scoring. */
  readonly points: Readonly<Record<BenchScoring, readonly number[]>>;
  readonly dealsPlayed: number;
}

/** One duplicate match of the whole field, scored both ways. */
export function playScoredMatch(game: string, seed: string, deals: number): ScoredMatch {
  const definition = GAMES[game];
  const modules = BOTS[game];
  const heuristic = modules?.heuristic;
  const random = modules?.random;
  if (!definition || !heuristic || !random) throw new Error(`no heuristic and random bots for ${game}`);
  const field = FIELDS[game] ?? [];
  const parsed = definition.parseOptions(undefined, field.length);
  if (!parsed.ok) throw new Error(parsed.error);
  const bots = field.map((e, seat) => inProcess(`eps-${e}`, e === 1 ? random : weakened(heuristic, random, e), seed, seat));
  const result = runDuplicate({ game: definition, options: parsed.value, seed, bots, maxDeals: deals });
  return {
    points: { chips: result.totals.map((t) => t.chips), matchpoints: result.totals.map((t) => t.matchpoints), imps: impTotals(bots.length, result.rotations) },
    dealsPlayed: result.rotations.reduce((n, r) => n + r.record.deals.length, 0),
  };
}

/** P(the fit of `matches` drawn from the pool puts the field in its true order), per scoring. */
export function orderProbability(pool: readonly ScoredMatch[], matches: number, scoring: BenchScoring, trials: number, seed: string): number {
  const rng = createRng(`${seed}/${scoring}/${matches}`);
  let correct = 0;
  for (let t = 0; t < trials; t++) {
    const tables: TableResult[] = Array.from({ length: matches }, () => {
      const m = pool[rng.nextInt(pool.length)] as ScoredMatch;
      return { totals: m.points[scoring].map((p, bot) => ({ id: `b${bot}`, points: p })) };
    });
    const order = fitTableRatings(tables, { rankSamples: 1 }).rows.map((r) => r.id);
    if (order.every((id, i) => id === `b${i}`)) correct += 1;
  }
  return correct / trials;
}

export interface ScoringRow {
  readonly game: string;
  readonly scoring: BenchScoring;
  /** Deals played (every rotation) for a 95 % chance of the true order; NaN if the pool is too small. */
  readonly deals: number;
  readonly matches: number;
  /** P(true order) at `matches`, or at the largest n tried. */
  readonly probability: number;
  /** The largest n tried (a third of the pool). */
  readonly limit: number;
}

export interface ScoringConfig {
  readonly games: readonly string[];
  /** Matches played per game (each game needs its own: Lupfen's order takes longest to find). */
  readonly poolSize: Readonly<Record<string, number>>;
  readonly dealsPerMatch: number;
  readonly trials: number;
  readonly target: number;
  readonly seed: string;
}

export const DEFAULT_SCORING_BENCH: ScoringConfig = {
  games: ['lupfen', 'kein-stich', 'bolachen', 'kontraspiel'],
  poolSize: { lupfen: 480, 'kein-stich': 150, bolachen: 150, kontraspiel: 150 },
  dealsPerMatch: 12, trials: 400, target: 0.95, seed: 'scoring-bench',
};

/**
 * The smallest n (matches) with P(true order) ≥ target, by doubling then bisection. n stays within
 * a third of the pool: draws of more matches than that repeat the pool's own luck too often.
 */
function matchesNeeded(pool: readonly ScoredMatch[], scoring: BenchScoring, c: ScoringConfig): { matches: number; probability: number; limit: number } {
  const p = (n: number) => orderProbability(pool, n, scoring, c.trials, c.seed);
  const limit = Math.max(1, Math.floor(pool.length / 3));
  let high = 1;
  let atHigh = p(high);
  while (atHigh < c.target && high < limit) {
    high = Math.min(limit, high * 2);
    atHigh = p(high);
  }
  if (atHigh < c.target) return { matches: NaN, probability: atHigh, limit };
  let low = Math.floor(high / 2);
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (p(mid) >= c.target) high = mid;
    else low = mid;
  }
  return { matches: high, probability: p(high), limit };
}

export function benchScoring(config: Partial<ScoringConfig> = {}): ScoringRow[] {
  const c = { ...DEFAULT_SCORING_BENCH, ...config };
  return c.games.flatMap((game) => {
    const pool = Array.from({ length: c.poolSize[game] ?? 150 }, (_, m) => playScoredMatch(game, `${c.seed}/${game}/${m}`, c.dealsPerMatch));
    const dealsPerMatch = pool.reduce((s, m) => s + m.dealsPlayed, 0) / pool.length;
    return BENCH_SCORINGS.map((scoring) => {
      const { matches, probability, limit } = matchesNeeded(pool, scoring, c);
      return { game, scoring, matches, deals: Math.round(matches * dealsPerMatch), probability, limit };
    });
  });
}
