import { describe, expect, test } from 'vitest';
import { createRng, type Rng } from '@arena/engine/rng';
import { nextUnit } from './normal.ts';
import {
  checkSprtConfig, DEFAULT_SPRT, eloEstimate, eloOfScore, pairedScore, scoreOfElo, sprtBounds, sprtLlr, sprtOverSequence,
  sprtState, sprtStep, tallyScores, type SprtConfig,
} from './sprt.ts';

describe('known answers', () => {
  test("Wald's bounds for alpha = beta = 0.05 are -+ log(19)", () => {
    const { lower, upper } = sprtBounds(0.05, 0.05);
    expect(lower).toBeCloseTo(-Math.log(19), 12);
    expect(upper).toBeCloseTo(Math.log(19), 12);
  });

  test('score and Elo are inverse, 100 Elo is a score of 0.64', () => {
    expect(scoreOfElo(100)).toBeCloseTo(0.6400649998, 9);
    expect(eloOfScore(scoreOfElo(-37))).toBeCloseTo(-37, 9);
    expect(Number.isFinite(eloOfScore(1))).toBe(true);
  });

  test('a paired score says which of the two did better on the deal set', () => {
    expect([pairedScore(3, 5), pairedScore(5, 5), pairedScore(5, -2)]).toEqual([1, 0.5, 0]);
  });

  test('no deal sets: LLR 0, continue', () => {
    const state = sprtState(tallyScores([]), DEFAULT_SPRT);
    expect(state).toMatchObject({ sets: 0, llr: 0, decision: 'continue' });
  });

  test('the LLR is independent of the order of the scores and grows with wins', () => {
    const scores = [1, 0.5, 1, 0, 1, 0.75, 1];
    const llr = sprtLlr(tallyScores(scores), 0, 10);
    expect(sprtLlr(tallyScores([...scores].reverse()), 0, 10)).toBeCloseTo(llr, 12);
    expect(llr).toBeGreaterThan(0);
    expect(sprtLlr(tallyScores(scores.map((s) => 1 - s)), 0, 10)).toBeLessThan(0);
  });

  test('for a trinomial the LLR matches the closed form of the MLE under a fixed mean', () => {
    // With only wins and losses (draws regularised away), the constrained MLE is Bernoulli(s).
    const tally = new Map([[1, 60], [0, 40]]);
    const s0 = scoreOfElo(0);
    const s1 = scoreOfElo(50);
    const bernoulli = 60 * Math.log(s1 / s0) + 40 * Math.log((1 - s1) / (1 - s0));
    expect(sprtLlr(tally, 0, 50)).toBeCloseTo(bernoulli, 2);
  });

  test('the Elo estimate of a 60 % score over 1,000 sets has about the normal interval', () => {
    const estimate = eloEstimate(new Map([[1, 600], [0, 400]]));
    expect(estimate.elo).toBeCloseTo(70.44, 1);
    // sd of the mean 0.0155: the normal interval is 0.6 -+ 0.0304 mapped to Elo.
    expect(Math.abs(estimate.low - eloOfScore(0.6 - 1.96 * Math.sqrt(0.24 / 1000)))).toBeLessThan(1);
    expect(Math.abs(estimate.high - eloOfScore(0.6 + 1.96 * Math.sqrt(0.24 / 1000)))).toBeLessThan(1);
  });

  test('a clean sweep of 8 deal sets: at least about +226 Elo (empirical likelihood), not a point', () => {
    const estimate = eloEstimate(new Map([[1, 8]]));
    // For a two-point distribution the bound solves 2 * 8 * -log(s) = 1.96^2 (the regularised 0 moves it a little).
    expect(Math.abs(estimate.low - eloOfScore(Math.exp(-(1.959963984540054 ** 2) / 16)))).toBeLessThan(2);
    expect(Math.round(estimate.low)).toBe(226);
    expect(estimate.high).toBe(estimate.elo);
    const draws = eloEstimate(new Map([[0.5, 30]]));
    expect(draws.elo).toBe(0);
    expect(draws.low).toBeLessThan(0);
    expect(draws.high).toBeCloseTo(-draws.low, 6);
  });

  test('a clean sweep accepts, a clean loss rejects, a long run of draws rejects a gain of 10', () => {
    expect(sprtOverSequence(new Array<number>(150).fill(1), DEFAULT_SPRT).decision).toBe('accept');
    expect(sprtOverSequence(new Array<number>(150).fill(0), DEFAULT_SPRT).decision).toBe('reject');
    expect(sprtOverSequence(new Array<number>(50).fill(0.5), { ...DEFAULT_SPRT, maxSets: 50 }).decision).toBe('inconclusive');
    expect(sprtOverSequence(new Array<number>(5000).fill(0.5), { ...DEFAULT_SPRT, maxSets: 5000 }).decision).toBe('reject');
  });

  test('a clean sweep needs about log(19) / log(s1 / s0) deal sets: 104 for elo1 = 10, 8 for elo1 = 200', () => {
    expect(sprtOverSequence(new Array<number>(150).fill(1), DEFAULT_SPRT).sets).toBe(104);
    expect(sprtOverSequence(new Array<number>(150).fill(1), { ...DEFAULT_SPRT, elo1: 200 }).sets).toBe(8);
  });

  test('the test stops at the first deal set that decides', () => {
    const state = sprtOverSequence(new Array<number>(150).fill(1), DEFAULT_SPRT);
    expect(state.sets).toBeLessThan(150);
    expect(state.llr).toBeGreaterThanOrEqual(state.upper);
  });

  test('bad configurations are refused with a reason', () => {
    expect(checkSprtConfig({ ...DEFAULT_SPRT, elo0: 10, elo1: 10 })).toEqual({ ok: false, error: 'elo0 (10) must be below elo1 (10)' });
    expect(checkSprtConfig({ ...DEFAULT_SPRT, alpha: 0 }).ok).toBe(false);
    expect(checkSprtConfig({ ...DEFAULT_SPRT, maxSets: 0.5 }).ok).toBe(false);
    expect(checkSprtConfig(DEFAULT_SPRT).ok).toBe(true);
  });

  test('a score outside [0, 1] is a bug of the caller', () => {
    expect(() => tallyScores([1.5])).toThrow(RangeError);
  });
});

/** A deal set's score when B is `elo` better: win, draw (30 %) or loss. */
function trinomialScore(rng: Rng, elo: number): number {
  const draw = 0.3;
  const win = scoreOfElo(elo) - draw / 2;
  const u = nextUnit(rng);
  return u < win ? 1 : u < win + draw ? 0.5 : 0;
}

/** A fractional score: the share of 4 boards won (draws ½), each board won with the Elo's score. */
function boardShareScore(rng: Rng, elo: number): number {
  const p = scoreOfElo(elo);
  let points = 0;
  for (let board = 0; board < 4; board++) points += nextUnit(rng) < p ? 1 : 0;
  return points / 4;
}

function acceptRate(draw: (rng: Rng, elo: number) => number, trueElo: number, config: SprtConfig, runs: number, seed: string): number {
  const rng = createRng(seed);
  let accepted = 0;
  for (let run = 0; run < runs; run++) {
    const tally = new Map<number, number>();
    for (;;) {
      const score = draw(rng, trueElo);
      tally.set(score, (tally.get(score) ?? 0) + 1);
      const state = sprtStep(tally, config);
      if (state.decision === 'continue') continue;
      if (state.decision === 'accept') accepted++;
      break;
    }
  }
  return accepted / runs;
}

describe('error rates by simulation (seeded)', () => {
  // Wide bounds keep a run short (about 150 deal sets); the error rates do not depend on the width.
  const config: SprtConfig = { elo0: 0, elo1: 60, alpha: 0.05, beta: 0.05, maxSets: 1_000_000 };
  const runs = 400;
  /** Three standard errors of a rate of 5 % over `runs` runs. */
  const slack = 3 * Math.sqrt((0.05 * 0.95) / runs);

  test.each([
    ['win/draw/loss', trinomialScore],
    ['share of boards', boardShareScore],
  ] as const)('%s: accepts at elo0 at most alpha of the time, at elo1 at least 1 - beta', (_, draw) => {
    expect(acceptRate(draw, config.elo0, config, runs, 'sprt-h0')).toBeLessThanOrEqual(config.alpha + slack);
    expect(acceptRate(draw, config.elo1, config, runs, 'sprt-h1')).toBeGreaterThanOrEqual(1 - config.beta - slack);
  });
});

function intervalCoverage(draw: (rng: Rng, elo: number) => number, trueElo: number, sets: number, runs: number, seed: string): number {
  const rng = createRng(seed);
  let covered = 0;
  for (let run = 0; run < runs; run++) {
    const scores = Array.from({ length: sets }, () => draw(rng, trueElo));
    const { low, high } = eloEstimate(tallyScores(scores));
    if (low <= trueElo && trueElo <= high) covered++;
  }
  return covered / runs;
}

describe('the 95 % interval by simulation (seeded)', () => {
  test.each([
    ['win/draw/loss', trinomialScore],
    ['share of boards', boardShareScore],
  ] as const)('%s: 30 deal sets 100 Elo apart, the interval holds the truth 92-98 %% of the time', (_, draw) => {
    const coverage = intervalCoverage(draw, 100, 30, 400, 'sprt-interval');
    expect(coverage).toBeGreaterThanOrEqual(0.92);
    expect(coverage).toBeLessThanOrEqual(0.98);
  });
});
