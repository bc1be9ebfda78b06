/** The API's view of a comparison (`GET /api/v1/comparisons/<id>`, the answer of POST). */
import type { ComparisonSet, ComparisonSummary } from '@arena/db/comparisons';

export interface ComparisonView {
  readonly id: string;
  /** running, accepted (B is at least elo1 better), rejected (at most elo0), inconclusive (max sets), stopped (see stopReason). */
  readonly state: string;
  readonly stopReason: string | null;
  readonly game: string;
  readonly a: { readonly botVersionId: number; readonly bot: string; readonly version: number };
  readonly b: { readonly botVersionId: number; readonly bot: string; readonly version: number };
  readonly opponents: readonly number[];
  readonly deals: number;
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
  readonly maxSets: number;
  readonly seed: string;
  readonly llr: number;
  readonly lowerBound: number;
  readonly upperBound: number;
  /** B's Elo over A with its 95 % interval; null before the first set is scored. */
  readonly elo: { readonly estimate: number; readonly low: number; readonly high: number } | null;
  readonly sets: number;
  readonly dealsPlayed: number;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  readonly page: string;
  readonly dealSets: readonly {
    readonly set: number; readonly seed: string; readonly challengeA: string; readonly challengeB: string;
    readonly pointsA: number | null; readonly pointsB: number | null; readonly score: number | null;
  }[];
}

export function comparisonView(c: ComparisonSummary, sets: readonly ComparisonSet[]): ComparisonView {
  return {
    id: c.id, state: c.state, stopReason: c.stopReason, game: c.game,
    a: { botVersionId: c.versionA, bot: c.botA, version: c.versionNoA }, b: { botVersionId: c.versionB, bot: c.botB, version: c.versionNoB },
    opponents: c.opponents, deals: c.deals, elo0: c.elo0, elo1: c.elo1, alpha: c.alpha, beta: c.beta, maxSets: c.maxSets, seed: c.seed,
    llr: c.llr, lowerBound: c.lowerBound, upperBound: c.upperBound,
    elo: c.elo === null || c.eloLow === null || c.eloHigh === null ? null : { estimate: c.elo, low: c.eloLow, high: c.eloHigh },
    sets: c.sets, dealsPlayed: c.dealsPlayed, createdAt: c.createdAt.toISOString(), finishedAt: c.finishedAt?.toISOString() ?? null,
    page: `/compare/${c.id}`,
    dealSets: sets.map((s) => ({ set: s.setNo, seed: s.seed, challengeA: s.challengeA, challengeB: s.challengeB, pointsA: s.pointsA, pointsB: s.pointsB, score: s.score })),
  };
}
