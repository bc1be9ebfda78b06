/** The API's view of a challenge (`GET /api/v1/challenges/<id>`, the answer of POST, `arena challenge`) and of a rerun's comparison. */
import type { ChallengeDetail } from '@arena/db/challenges';
import type { RerunComparison } from '@arena/league/rerun-comparison';
import type { FirstDifference } from '@arena/match/first-difference';

export interface ChallengeView {
  readonly id: string;
  readonly status: string;
  readonly game: string;
  readonly deals: number;
  readonly seed: string;
  readonly scoring: string;
  readonly ranked: false;
  readonly cpuMs: number;
  readonly error: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** The challenger's seat (0; seat K of a rerun) and the match a rerun copies (null otherwise). */
  readonly challengerSeat: number;
  readonly rerunOf: string | null;
  /** Site paths: the result page and the replay (the match page). */
  readonly page: string;
  readonly replay: string;
  readonly seats: readonly {
    readonly seat: number; readonly bot: string; readonly version: number; readonly botVersionId: number; readonly owner: string;
    readonly rank: number | null; readonly score: number | null; readonly chips: number | null; readonly faults: number | null; readonly cpuMs: number | null;
  }[];
}

export function challengeView(c: ChallengeDetail): ChallengeView {
  return {
    id: c.id, status: c.status, game: c.game, deals: c.deals, seed: c.seed, scoring: c.scoring, ranked: false, cpuMs: c.cpuMs, error: c.error,
    createdAt: c.createdAt.toISOString(), finishedAt: c.finishedAt?.toISOString() ?? null, challengerSeat: c.challengerSeat, rerunOf: c.rerunOf,
    page: `/challenges/${c.id}`, replay: `/matches/${c.id}`,
    seats: c.seats.map((s) => ({
      seat: s.seat, bot: s.botName, version: s.version, botVersionId: s.botVersionId, owner: s.ownerName,
      rank: s.rank, score: s.score, chips: s.chips, faults: s.faults, cpuMs: s.cpuMs,
    })),
  };
}

/** A decision as the comparison shows it: seat, action and whether the rules chose it; never a bot's log. */
export interface DecisionView { readonly seat: number; readonly action: unknown; readonly by: 'bot' | 'default' }

export interface RerunComparisonView {
  readonly identical: boolean;
  /** The rerun bot's chips summed over the rotations compared. */
  readonly chips: { readonly recorded: number; readonly rerun: number };
  readonly rotations: readonly {
    readonly rotation: number;
    /** The seat the rerun bot sits on in this rotation. */
    readonly seat: number;
    readonly chips: { readonly recorded: number; readonly rerun: number };
    /** Null: identical play. Deal and step from 0, as `arena rerun` prints them. */
    readonly difference: { readonly decision: number; readonly deal: number; readonly step: number; readonly seat: number; readonly recorded: DecisionView | null; readonly rerun: DecisionView | null } | null;
  }[];
}

const decisionView = (d: FirstDifference['recorded']): DecisionView | null => (d === null ? null : { seat: d.seat, action: d.action, by: d.by });

/** The comparison of a done rerun with its record, without the bots' logs (those stay with their owners). */
export function rerunComparisonView(c: RerunComparison): RerunComparisonView {
  return {
    identical: c.identical, chips: c.chips,
    rotations: c.rotations.map((r) => ({
      rotation: r.rotation, seat: r.seat, chips: r.chips,
      difference: r.difference === null ? null : { ...r.difference, recorded: decisionView(r.difference.recorded), rerun: decisionView(r.difference.rerun) },
    })),
  };
}
